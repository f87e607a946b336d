import { ErrorPanel } from "@client/components/ErrorPanel";
import { Modal } from "@client/components/Modal";
import { PasswordField } from "@client/components/password/PasswordField";
import { describeError, type ErrorText } from "@client/lib/errorMessages";
import { showToast } from "@client/lib/toasts";
import { useLingui } from "@lingui/react/macro";
import { type FormEvent, useState } from "react";
import { useDisableTwoFactor } from "../api/twoFactor";
import { CodeField, isCompleteCode } from "./CodeField";

/** Turning two-factor off takes a current code (or a backup code) and the password. */
export function TwoFactorDisableModal({
  open,
  onClose,
  hasPassword,
}: {
  open: boolean;
  onClose: () => void;
  hasPassword: boolean;
}) {
  const { t, i18n } = useLingui();
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [failure, setFailure] = useState<ErrorText>();
  const disabling = useDisableTwoFactor();
  const ready = isCompleteCode(code, true) && (!hasPassword || password !== "");

  const close = () => {
    setCode("");
    setPassword("");
    setFailure(undefined);
    onClose();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    setFailure(undefined);
    disabling.mutate(
      { token: code, password: hasPassword ? password : undefined },
      {
        onSuccess: () => {
          showToast({ type: "success", description: t`Two-factor authentication is off.` });
          close();
        },
        onError: (error) => {
          const text = describeError(i18n, error, "twoFactorDisable");
          setFailure(text);
          showToast({ type: "error", title: text.title, description: text.description });
        },
      },
    );
  };

  return (
    <Modal open={open} onClose={close} title={t`Turn off two-factor authentication`}>
      <form noValidate onSubmit={onSubmit} className="space-y-4" data-testid="two-factor-disable">
        {failure && <ErrorPanel title={failure.title} description={failure.description} />}
        <p>{t`Sign-in will then ask only for your password.`}</p>
        <CodeField value={code} onChange={setCode} allowBackup />
        {hasPassword && (
          <PasswordField
            label={t`Your password`}
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            required
          />
        )}
        <div className="modal-action">
          <button type="button" className="btn min-h-11" onClick={close}>
            {t`Cancel`}
          </button>
          <button type="submit" className="btn btn-error min-h-11" disabled={!ready || disabling.isPending}>
            {disabling.isPending && (
              <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            )}
            {t`Turn off`}
          </button>
        </div>
      </form>
    </Modal>
  );
}
