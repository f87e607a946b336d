import { Modal } from "@client/components/Modal";
import { ModalForm } from "@client/components/ModalForm";
import { NewPasswordFields } from "@client/components/password/NewPasswordFields";
import { useNewPassword } from "@client/components/password/useNewPassword";
import { showToast } from "@client/lib/toasts";
import { useFormFailure } from "@client/lib/useFormFailure";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useChangePassword } from "../api/changePassword";
import { CodeField, isCompleteCode } from "./CodeField";
import { CurrentPasswordField } from "./CurrentPasswordField";

interface Props {
  open: boolean;
  onClose: () => void;
  /**
   * An account made through Google or GitHub has no password yet: it proves itself with its second factor, or
   * without one chooses the password through a link mailed to its address (issue 35, item 7).
   */
  hasPassword: boolean;
  twoFactorEnabled: boolean;
  email: string;
}

/** Current, new and confirmation, each with a show toggle, the 5-bar meter and tips (spec section 2). */
export function ChangePasswordModal({ open, onClose, hasPassword, twoFactorEnabled, email }: Props) {
  const { t } = useLingui();
  const [current, setCurrent] = useState("");
  const [code, setCode] = useState("");
  const next = useNewPassword([email]);
  const { failure, fail, clear } = useFormFailure("changePassword");
  const changing = useChangePassword();
  const proof = hasPassword ? "password" : twoFactorEnabled ? "code" : "link";
  const ready =
    proof === "link" ||
    ((proof === "password" ? current !== "" : isCompleteCode(code, true)) && next.acceptable);

  const close = () => {
    setCurrent("");
    setCode("");
    next.reset();
    clear();
    onClose();
  };

  const onSubmit = () => {
    clear();
    changing.mutate(
      {
        current_password: proof === "password" ? current : undefined,
        totp_code: proof === "code" ? code : undefined,
        // Without a proof the server mails a link to choose the password instead.
        new_password: proof === "link" ? undefined : next.password,
        confirm_password: proof === "link" ? undefined : next.confirm,
      },
      {
        onSuccess: (answer) => {
          showToast({
            type: "success",
            description: answer.link_sent
              ? t`We sent a link to ${email}. Open it to choose your password.`
              : t`Password changed. Your other devices have been signed out.`,
          });
          close();
        },
        onError: fail,
      },
    );
  };

  return (
    <Modal open={open} onClose={close} title={hasPassword ? t`Change the password` : t`Set a password`}>
      <ModalForm
        testId="change-password-form"
        onSubmit={onSubmit}
        onCancel={close}
        ready={ready}
        pending={changing.isPending}
        failure={failure}
        submitLabel={proof === "link" ? t`Send the link` : t`Save the new password`}
      >
        {proof === "password" && (
          <CurrentPasswordField label={t`Current password`} value={current} onChange={setCurrent} />
        )}
        {proof === "code" && <CodeField value={code} onChange={setCode} allowBackup />}
        {proof === "link" ? (
          <p data-testid="password-link-hint">
            {t`To make sure it is you, we send a link to ${email}: open it to choose your password.`}
          </p>
        ) : (
          <>
            <NewPasswordFields
              {...next.fields}
              passwordLabel={t`New password`}
              confirmLabel={t`Confirm the new password`}
            />
            <div className="rounded-box bg-base-200 p-3 text-sm">
              <p className="mb-1 font-semibold">{t`Tips for a strong password`}</p>
              <ul className="list-inside list-disc space-y-0.5">
                <li>{t`12 characters or more; 16 is better`}</li>
                <li>{t`Mix upper and lower case, digits and symbols`}</li>
                <li>{t`Avoid common words, repeats and sequences such as 1234 or azerty`}</li>
              </ul>
            </div>
          </>
        )}
      </ModalForm>
    </Modal>
  );
}
