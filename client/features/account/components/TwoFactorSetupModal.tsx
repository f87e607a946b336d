import { ErrorPanel } from "@client/components/ErrorPanel";
import { Modal } from "@client/components/Modal";
import { ModalForm } from "@client/components/ModalForm";
import { showToast } from "@client/lib/toasts";
import { useFormFailure } from "@client/lib/useFormFailure";
import { useLingui } from "@lingui/react/macro";
import type { TwoFactorEnableResponse } from "@shared/api/auth";
import { useState } from "react";
import { useStartTwoFactor, useVerifyTwoFactor } from "../api/twoFactor";
import { CodeField, isCompleteCode } from "./CodeField";
import { CopyButton } from "./CopyButton";
import { CurrentPasswordField } from "./CurrentPasswordField";

interface Props {
  open: boolean;
  onClose: () => void;
  hasPassword: boolean;
  /** Where the confirmation link goes when the account has no password. */
  email: string;
  /** Two-factor is on, or will be once the link is opened: the parent shows the backup codes next. */
  onEnabled: (backupCodes: string[]) => void;
}

/**
 * Setup in two steps: the password (which the server asks for before making a secret), then the QR code and its
 * secret with the first code from the app, which turns two-factor on; without a password, the link it mails does.
 */
export function TwoFactorSetupModal({ open, onClose, hasPassword, email, onEnabled }: Props) {
  const { t } = useLingui();
  const [password, setPassword] = useState("");
  const [setup, setSetup] = useState<TwoFactorEnableResponse>();
  const [code, setCode] = useState("");
  const [qrFailed, setQrFailed] = useState(false);
  const { failure, fail, clear } = useFormFailure("twoFactor");
  const starting = useStartTwoFactor();
  const verifying = useVerifyTwoFactor();

  const close = () => {
    setPassword("");
    setSetup(undefined);
    setCode("");
    setQrFailed(false);
    clear();
    onClose();
  };

  const onStart = () => {
    clear();
    starting.mutate(hasPassword ? password : undefined, { onSuccess: setSetup, onError: fail });
  };

  const onVerify = () => {
    if (!setup) return;
    clear();
    verifying.mutate(
      { token: code, password: hasPassword ? password : undefined },
      {
        onSuccess: (answer) => {
          const codes = setup.backup_codes;
          close();
          if (answer.link_sent)
            showToast({
              type: "success",
              description: t`We sent a link to ${email}. Open it to turn two-factor authentication on.`,
            });
          onEnabled(codes);
        },
        onError: fail,
      },
    );
  };

  return (
    <Modal open={open} onClose={close} title={t`Turn on two-factor authentication`}>
      {!setup ? (
        <ModalForm
          testId="two-factor-start"
          onSubmit={onStart}
          onCancel={close}
          ready={!hasPassword || password !== ""}
          pending={starting.isPending}
          failure={failure}
          submitLabel={t`Continue`}
        >
          <p>{t`Each sign-in will also ask for a code from an authenticator app on your phone (such as Aegis, Google Authenticator or 1Password).`}</p>
          {hasPassword ? (
            <CurrentPasswordField value={password} onChange={setPassword} />
          ) : (
            <p className="text-sm">{t`Your account has no password, so a link sent to ${email} turns it on at the end.`}</p>
          )}
        </ModalForm>
      ) : (
        <ModalForm
          testId="two-factor-verify"
          onSubmit={onVerify}
          onCancel={close}
          ready={isCompleteCode(code)}
          pending={verifying.isPending}
          failure={failure}
          submitLabel={t`Verify`}
        >
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
        </ModalForm>
      )}
    </Modal>
  );
}
