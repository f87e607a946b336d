import { ErrorPanel } from "@client/components/ErrorPanel";
import { Modal } from "@client/components/Modal";
import { PasswordField } from "@client/components/password/PasswordField";
import { describeError, type ErrorText } from "@client/lib/errorMessages";
import { showToast } from "@client/lib/toasts";
import { useLingui } from "@lingui/react/macro";
import type { TwoFactorEnableResponse } from "@shared/api/auth";
import { type FormEvent, useState } from "react";
import { useStartTwoFactor, useVerifyTwoFactor } from "../api/twoFactor";
import { CodeField, isCompleteCode } from "./CodeField";
import { CopyButton } from "./CopyButton";

interface Props {
  open: boolean;
  onClose: () => void;
  hasPassword: boolean;
  /** Two-factor is on: the parent shows the backup codes next. */
  onEnabled: (backupCodes: string[]) => void;
}

/**
 * Setup in two steps: the password (which the server asks for before making a secret), then the QR code and its
 * secret with the first code from the app, which turns two-factor on.
 */
export function TwoFactorSetupModal({ open, onClose, hasPassword, onEnabled }: Props) {
  const { t, i18n } = useLingui();
  const [password, setPassword] = useState("");
  const [setup, setSetup] = useState<TwoFactorEnableResponse>();
  const [code, setCode] = useState("");
  const [qrFailed, setQrFailed] = useState(false);
  const [failure, setFailure] = useState<ErrorText>();
  const starting = useStartTwoFactor();
  const verifying = useVerifyTwoFactor();

  const close = () => {
    setPassword("");
    setSetup(undefined);
    setCode("");
    setQrFailed(false);
    setFailure(undefined);
    onClose();
  };

  const fail = (error: unknown) => {
    const text = describeError(i18n, error, "twoFactor");
    setFailure(text);
    showToast({ type: "error", title: text.title, description: text.description });
  };

  const onStart = (event: FormEvent) => {
    event.preventDefault();
    if (hasPassword && !password) return;
    setFailure(undefined);
    starting.mutate(hasPassword ? password : undefined, { onSuccess: setSetup, onError: fail });
  };

  const onVerify = (event: FormEvent) => {
    event.preventDefault();
    if (!setup || !isCompleteCode(code)) return;
    setFailure(undefined);
    verifying.mutate(
      { token: code, password: hasPassword ? password : undefined },
      {
        onSuccess: () => {
          const codes = setup.backup_codes;
          close();
          onEnabled(codes);
        },
        onError: fail,
      },
    );
  };

  return (
    <Modal open={open} onClose={close} title={t`Turn on two-factor authentication`}>
      {failure && (
        <div className="mb-4">
          <ErrorPanel title={failure.title} description={failure.description} />
        </div>
      )}
      {!setup ? (
        <form noValidate onSubmit={onStart} className="space-y-4" data-testid="two-factor-start">
          <p>{t`Each sign-in will also ask for a code from an authenticator app on your phone (such as Aegis, Google Authenticator or 1Password).`}</p>
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
            <button
              type="submit"
              className="btn btn-primary min-h-11"
              disabled={(hasPassword && !password) || starting.isPending}
            >
              {starting.isPending && (
                <span className="loading loading-spinner loading-sm" aria-hidden="true" />
              )}
              {t`Continue`}
            </button>
          </div>
        </form>
      ) : (
        <form noValidate onSubmit={onVerify} className="space-y-4" data-testid="two-factor-verify">
          <p>{t`Scan this QR code with your authenticator app, then enter the 6-digit code it shows.`}</p>
          {qrFailed ? (
            <ErrorPanel
              title={t`QR code error`}
              description={t`Could not generate the QR code. Type the key below into the app instead.`}
            />
          ) : (
            <img
              src={setup.qr_code_url}
              alt={t`QR code to scan with the authenticator app`}
              width={192}
              height={192}
              className="mx-auto rounded-box border border-base-300 bg-white p-2"
              onError={() => setQrFailed(true)}
            />
          )}
          <div>
            <p className="mb-1 text-sm">{t`Or type this key into the app:`}</p>
            <div className="flex items-center gap-2">
              <code
                className="min-w-0 flex-1 break-all rounded bg-base-200 p-2 font-mono text-sm"
                data-testid="two-factor-secret"
              >
                {setup.secret}
              </code>
              <CopyButton text={setup.secret} label={t`Copy the key`} />
            </div>
          </div>
          <CodeField value={code} onChange={setCode} />
          <div className="modal-action">
            <button type="button" className="btn min-h-11" onClick={close}>
              {t`Cancel`}
            </button>
            <button
              type="submit"
              className="btn btn-primary min-h-11"
              disabled={!isCompleteCode(code) || verifying.isPending}
            >
              {verifying.isPending && (
                <span className="loading loading-spinner loading-sm" aria-hidden="true" />
              )}
              {t`Verify`}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
