import { ErrorPanel } from "@client/components/ErrorPanel";
import { Modal } from "@client/components/Modal";
import { describeError } from "@client/lib/errorMessages";
import { formatDateTime } from "@client/lib/format";
import { showErrorToast, showToast } from "@client/lib/toasts";
import { useLingui } from "@lingui/react/macro";
import type { ApiKeyView, CreatedApiKey } from "@shared/api/apiKeys";
import type { User } from "@shared/api/profile";
import { KeySquare } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Link } from "react-router-dom";
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from "../api/apiKeys";
import { CopyButton } from "./CopyButton";

/** Keys work while the paid period lasts: the same rule as the server's (plan until plan_until). */
function hasProPlan(user: User): boolean {
  return user.plan === "pro" && (user.plan_until === null || Date.parse(user.plan_until) > Date.now());
}

/**
 * The account's API keys (issue 37): named, listed with their last use, revoked; a new key is shown once, here,
 * with a copy button, since the server keeps only its hash.
 */
export function ApiKeysList({ user }: { user: User }) {
  const { t, i18n } = useLingui();
  const keys = useApiKeys();
  const creating = useCreateApiKey();
  const revoking = useRevokeApiKey();
  const [name, setName] = useState("");
  const [created, setCreated] = useState<CreatedApiKey>();
  const [confirming, setConfirming] = useState<ApiKeyView>();
  const nameId = useId();
  const pro = hasProPlan(user);

  const create = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === "") return;
    creating.mutate(name.trim(), {
      onSuccess: (key) => {
        setCreated(key);
        setName("");
      },
      onError: (error) => showErrorToast(describeError(i18n, error, "apiKeys")),
    });
  };

  const revoke = (key: ApiKeyView) =>
    revoking.mutate(key.id, {
      onSuccess: () => {
        setConfirming(undefined);
        if (created?.id === key.id) setCreated(undefined);
        const keyName = key.name;
        showToast({ type: "success", description: t`The key ${keyName} is revoked.` });
      },
      onError: (error) => showErrorToast(describeError(i18n, error, "apiKeys")),
    });

  const confirmingName = confirming?.name ?? "";
  const createdName = created?.name ?? "";

  return (
    <section aria-labelledby="api-keys-title" className="space-y-3" data-testid="api-keys">
      <div className="space-y-1">
        <h3 id="api-keys-title" className="flex items-center gap-2 font-semibold">
          <KeySquare aria-hidden="true" className="size-5 opacity-70" />
          {t`API keys`}
        </h3>
        <p className="text-sm opacity-80">
          {t`Scripts and the command line translate with your account by sending a key in this header:`}{" "}
          <code className="whitespace-nowrap font-mono">Authorization: Bearer psk_…</code>
        </p>
        <p className="text-sm opacity-80">
          {t`A key cannot change your password, email, two-factor, keys or billing.`}
        </p>
      </div>

      {!pro && (
        <div className="alert alert-info alert-soft flex flex-wrap" data-testid="api-keys-pro-only">
          <span className="min-w-0 grow basis-48">{t`API keys are part of the Pro plan.`}</span>
          <Link to="/pricing" className="btn btn-sm min-h-11">
            {t`See plans`}
          </Link>
        </div>
      )}

      {pro && (
        <form onSubmit={create} className="flex flex-wrap items-end gap-2">
          <div className="min-w-0 grow basis-48">
            <label htmlFor={nameId} className="mb-1 block text-sm">
              {t`Key name`}
            </label>
            <input
              id={nameId}
              className="input min-h-11 w-full"
              value={name}
              maxLength={100}
              placeholder={t`e.g. batch server`}
              onChange={(event) => setName(event.target.value)}
              data-testid="api-key-name"
            />
          </div>
          <button
            type="submit"
            className="btn btn-primary btn-sm min-h-11"
            disabled={name.trim() === "" || creating.isPending}
            data-testid="create-api-key"
          >
            {creating.isPending && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
            {t`Create key`}
          </button>
        </form>
      )}

      {created && (
        <div
          className="space-y-2 rounded-box border border-success bg-success/10 p-3"
          role="status"
          data-testid="new-api-key"
        >
          <p className="font-medium text-sm">
            {t`Copy the key ${createdName} now: it is shown only this once.`}
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <code
              className="min-w-0 grow basis-48 select-all break-all rounded bg-base-100 p-2 font-mono text-sm"
              data-testid="new-api-key-value"
            >
              {created.key}
            </code>
            <CopyButton text={created.key} label={t`Copy the key`}>
              {t`Copy`}
            </CopyButton>
            <button
              type="button"
              className="btn btn-ghost btn-sm min-h-11"
              onClick={() => setCreated(undefined)}
            >
              {t`Done`}
            </button>
          </div>
        </div>
      )}

      {keys.isPending && <div className="skeleton h-16" aria-busy="true" />}
      {keys.isError && (
        <ErrorPanel
          title={t`The API keys could not be loaded`}
          description={describeError(i18n, keys.error, "apiKeys").description}
          onRetry={() => keys.refetch()}
        />
      )}
      {keys.data && keys.data.length === 0 && pro && (
        <p className="text-sm opacity-70">{t`No API key yet.`}</p>
      )}
      {keys.data && keys.data.length > 0 && (
        <ul
          className="divide-y divide-base-300 rounded-box border border-base-300"
          data-testid="api-key-list"
        >
          {keys.data.map((key) => {
            const since = formatDateTime(key.created_at, i18n.locale);
            const used = key.last_used_at ? formatDateTime(key.last_used_at, i18n.locale) : undefined;
            return (
              <li key={key.id} className="flex flex-wrap items-center gap-3 p-3" data-testid="api-key">
                <div className="min-w-0 flex-1 basis-40">
                  <p className="break-words font-medium">{key.name}</p>
                  <p className="text-sm tabular-nums opacity-80">
                    {used ? t`last used ${used}` : t`never used`}
                  </p>
                  <p className="text-xs tabular-nums opacity-70">{t`created ${since}`}</p>
                </div>
                <button
                  type="button"
                  className="btn btn-ghost btn-sm min-h-11 text-error"
                  onClick={() => setConfirming(key)}
                  data-testid="revoke-api-key"
                >
                  {t`Revoke`}
                </button>
              </li>
            );
          })}
        </ul>
      )}

      <Modal
        open={confirming !== undefined}
        title={t`Revoke the key ${confirmingName}?`}
        onClose={() => setConfirming(undefined)}
        testId="revoke-api-key-dialog"
        actions={
          <>
            <button type="button" className="btn min-h-11" onClick={() => setConfirming(undefined)}>
              {t`Cancel`}
            </button>
            <button
              type="button"
              className="btn btn-error min-h-11"
              disabled={revoking.isPending}
              onClick={() => confirming && revoke(confirming)}
              data-testid="confirm-revoke-api-key"
            >
              {revoking.isPending && (
                <span className="loading loading-spinner loading-xs" aria-hidden="true" />
              )}
              {t`Revoke`}
            </button>
          </>
        }
      >
        <p>{t`Scripts that use this key stop working at once. This cannot be undone.`}</p>
      </Modal>
    </section>
  );
}
