import { Modal } from "@client/components/Modal";
import { ModalForm } from "@client/components/ModalForm";
import { downloadBlob } from "@client/lib/download";
import { describeError } from "@client/lib/errorMessages";
import { showErrorToast, showToast } from "@client/lib/toasts";
import { useFormFailure } from "@client/lib/useFormFailure";
import { useLingui } from "@lingui/react/macro";
import type { User } from "@shared/api/profile";
import { Download, Trash2 } from "lucide-react";
import { useState } from "react";
import { useDeleteAccount, useDownloadAccountData } from "../api/accountData";
import { CodeField, isCompleteCode } from "./CodeField";
import { CurrentPasswordField } from "./CurrentPasswordField";

/** Data download (GDPR portability) and account deletion. */
export function DangerZone({ user, onDeleted }: { user: User; onDeleted: () => void }) {
  const { t, i18n } = useLingui();
  const [deleting, setDeleting] = useState(false);
  const downloading = useDownloadAccountData();

  const download = () =>
    downloading.mutate(undefined, {
      onSuccess: ({ blob, filename }) => {
        downloadBlob(blob, filename ?? "polysub-account.zip");
        showToast({ type: "success", description: t`Download started` });
      },
      onError: (error) => showErrorToast(describeError(i18n, error, "accountData")),
    });

  // Each sentence keeps at least 14rem beside its button; narrower, the button goes under it (a flex-1 sentence
  // never wrapped, so a phone squeezed it to one word a line).
  return (
    <section
      aria-labelledby="danger-title"
      className="space-y-3 rounded-box border border-error/40 p-4"
      data-testid="danger-zone"
    >
      <h3 id="danger-title" className="font-semibold text-error">
        {t`Danger zone`}
      </h3>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 grow basis-56 text-sm">{t`A zip of your account's data and your files.`}</p>
        <button
          type="button"
          className="btn btn-sm min-h-11"
          onClick={download}
          disabled={downloading.isPending}
        >
          {downloading.isPending ? (
            <span className="loading loading-spinner loading-xs" aria-hidden="true" />
          ) : (
            <Download aria-hidden="true" className="size-4" />
          )}
          {t`Download my data`}
        </button>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 grow basis-56 text-sm">{t`Deletes the account, its files, translations and sessions.`}</p>
        <button
          type="button"
          className="btn btn-error btn-outline btn-sm min-h-11"
          onClick={() => setDeleting(true)}
          data-testid="delete-account"
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {t`Delete my account`}
        </button>
      </div>
      <DeleteAccountModal
        open={deleting}
        onClose={() => setDeleting(false)}
        user={user}
        onDeleted={onDeleted}
      />
    </section>
  );
}

function DeleteAccountModal({
  open,
  onClose,
  user,
  onDeleted,
}: {
  open: boolean;
  onClose: () => void;
  user: User;
  onDeleted: () => void;
}) {
  const { t } = useLingui();
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const { failure, fail, clear } = useFormFailure("deleteAccount");
  const deleting = useDeleteAccount();
  const email = user.email;
  // Nothing to type proves the holder of such an account: a link to its address does.
  const byLink = !user.has_password && !user.two_factor_enabled;
  const ready =
    (!user.has_password || password !== "") && (!user.two_factor_enabled || isCompleteCode(code, true));

  const close = () => {
    setPassword("");
    setCode("");
    clear();
    onClose();
  };

  const onSubmit = () => {
    clear();
    deleting.mutate(
      {
        password: user.has_password ? password : undefined,
        totp_code: user.two_factor_enabled ? code : undefined,
      },
      {
        onSuccess: (answer) => {
          if (!answer.link_sent) return onDeleted();
          showToast({
            type: "success",
            description: t`We sent a link to ${email}. Open it to delete your account.`,
          });
          close();
        },
        onError: fail,
      },
    );
  };

  return (
    <Modal open={open} onClose={close} title={t`Delete my account`}>
      <ModalForm
        testId="delete-account-form"
        onSubmit={onSubmit}
        onCancel={close}
        ready={ready}
        pending={deleting.isPending}
        failure={failure}
        submitLabel={byLink ? t`Send the link` : t`Delete permanently`}
        submitClassName="btn-error"
      >
        <p className="font-medium">{t`Are you sure you want to delete your account? This action cannot be undone.`}</p>
        <p className="text-sm opacity-80">
          {t`Your files, translations, sessions and settings are deleted; a paid subscription is cancelled.`}
        </p>
        {byLink && (
          <p className="text-sm">{t`To confirm, we will send a link to ${email}: the account is deleted when you open it.`}</p>
        )}
        {user.has_password && <CurrentPasswordField value={password} onChange={setPassword} />}
        {user.two_factor_enabled && <CodeField value={code} onChange={setCode} allowBackup />}
      </ModalForm>
    </Modal>
  );
}
