import { ErrorPanel } from "@client/components/ErrorPanel";
import { Modal } from "@client/components/Modal";
import { PROBLEM_TEXT } from "@client/components/password/labels";
import { PasswordField } from "@client/components/password/PasswordField";
import { hasErrors, newPasswordErrors } from "@client/components/password/passwordForm";
import { StrengthMeter } from "@client/components/password/StrengthMeter";
import { useWellKnownCheck } from "@client/components/password/useWellKnownCheck";
import { describeError, type ErrorText } from "@client/lib/errorMessages";
import { showToast } from "@client/lib/toasts";
import { useLingui } from "@lingui/react/macro";
import { type FormEvent, useState } from "react";
import { useChangePassword } from "../api/changePassword";

interface Props {
  open: boolean;
  onClose: () => void;
  /** An account made through Google or GitHub has no password yet: it sets one without the current field. */
  hasPassword: boolean;
  email: string;
}

/** Current, new and confirmation, each with a show toggle, the 5-bar meter and tips (spec section 2). */
export function ChangePasswordModal({ open, onClose, hasPassword, email }: Props) {
  const { t, i18n } = useLingui();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [confirm, setConfirm] = useState("");
  const [failure, setFailure] = useState<ErrorText>();
  const changing = useChangePassword();
  const wellKnown = useWellKnownCheck(next, [email]);
  const errors = newPasswordErrors(next, confirm, wellKnown);
  const ready = (!hasPassword || current !== "") && !hasErrors(errors);

  const close = () => {
    setCurrent("");
    setNext("");
    setConfirm("");
    setFailure(undefined);
    onClose();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    setFailure(undefined);
    changing.mutate(
      { current_password: hasPassword ? current : undefined, new_password: next, confirm_password: confirm },
      {
        onSuccess: () => {
          showToast({
            type: "success",
            description: t`Password changed. Your other devices have been signed out.`,
          });
          close();
        },
        onError: (error) => {
          const text = describeError(i18n, error, "changePassword");
          setFailure(text);
          showToast({ type: "error", title: text.title, description: text.description });
        },
      },
    );
  };

  return (
    <Modal open={open} onClose={close} title={hasPassword ? t`Change the password` : t`Set a password`}>
      <form noValidate onSubmit={onSubmit} className="space-y-4" data-testid="change-password-form">
        {failure && <ErrorPanel title={failure.title} description={failure.description} />}
        {hasPassword && (
          <PasswordField
            label={t`Current password`}
            autoComplete="current-password"
            value={current}
            onChange={setCurrent}
            required
          />
        )}
        <div>
          <PasswordField
            label={t`New password`}
            autoComplete="new-password"
            value={next}
            onChange={setNext}
            error={
              next !== "" && errors.password && errors.password !== "too_short"
                ? i18n._(PROBLEM_TEXT[errors.password])
                : undefined
            }
            required
          />
          <StrengthMeter password={next} />
        </div>
        <PasswordField
          label={t`Confirm the new password`}
          autoComplete="new-password"
          value={confirm}
          onChange={setConfirm}
          error={confirm !== "" && errors.confirm ? t`Passwords don't match` : undefined}
          required
        />
        <div className="rounded-box bg-base-200 p-3 text-sm">
          <p className="mb-1 font-semibold">{t`Tips for a strong password`}</p>
          <ul className="list-inside list-disc space-y-0.5">
            <li>{t`12 characters or more; 16 is better`}</li>
            <li>{t`Mix upper and lower case, digits and symbols`}</li>
            <li>{t`Avoid common words, repeats and sequences such as 1234 or azerty`}</li>
          </ul>
        </div>
        <div className="modal-action flex-wrap">
          <button type="button" className="btn min-h-11" onClick={close}>
            {t`Cancel`}
          </button>
          <button type="submit" className="btn btn-primary min-h-11" disabled={!ready || changing.isPending}>
            {changing.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {t`Save the new password`}
          </button>
        </div>
      </form>
    </Modal>
  );
}
