import { describeError } from "@client/lib/errorMessages";
import { showErrorToast, showToast } from "@client/lib/toasts";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useRotateWebhookSecret, useWebhookSecret } from "../api/webhookSecret";
import { CopyButton } from "./CopyButton";

/**
 * The webhook signing secret's row of the security section, as its detail and its actions: hidden until asked
 * for, then shown with Copy, and replaceable (deliveries signed from then on use the new one).
 */
export function useWebhookSecretRow() {
  const { t, i18n } = useLingui();
  const [shown, setShown] = useState(false);
  const secret = useWebhookSecret(shown);
  const rotating = useRotateWebhookSecret();
  const rotate = () => {
    if (
      !window.confirm(
        t`Replace the webhook secret? Receivers that check the old one will refuse new deliveries.`,
      )
    )
      return;
    rotating.mutate(undefined, {
      onSuccess: () => {
        setShown(true);
        showToast({ type: "success", description: t`A new webhook secret is in place.` });
      },
      onError: (error) => showErrorToast(describeError(i18n, error, "profile")),
    });
  };
  const value = shown ? secret.data?.secret : undefined;
  return {
    detail: value ? (
      <code className="break-all" data-testid="webhook-secret">
        {value}
      </code>
    ) : (
      t`Signs the webhooks your jobs send to their callback_url, so your server can check they come from Polysub.`
    ),
    action: (
      <div className="flex flex-wrap gap-2">
        {value ? (
          <CopyButton text={value} label={t`Copy the webhook secret`} />
        ) : (
          <button type="button" className="btn btn-sm min-h-11" onClick={() => setShown(true)}>
            {secret.isFetching && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
            {t`Show`}
          </button>
        )}
        <button type="button" className="btn btn-sm min-h-11" onClick={rotate} disabled={rotating.isPending}>
          {t`Replace`}
        </button>
      </div>
    ),
  };
}
