import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { PROBLEM_TEXT } from "./labels";
import { PasswordChecklist } from "./PasswordChecklist";
import { PasswordField } from "./PasswordField";
import type { NewPasswordErrors } from "./passwordForm";
import { StrengthMeter } from "./StrengthMeter";

interface Props {
  password: string;
  onPasswordChange: (value: string) => void;
  confirm: string;
  onConfirmChange: (value: string) => void;
  /** newPasswordErrors of the two values, with the dictionary's verdict when the caller has it. */
  errors: NewPasswordErrors;
  passwordLabel: string;
  confirmLabel: string;
  /** The requirement list under the meter (register and reset screens; the account's modal has its tips). */
  checklist?: boolean;
  /** Input names, when a form is filled by its name (the register screen). */
  names?: { password: string; confirm: string };
}

/**
 * A new password with its meter, then its confirmation. Too short is left to the checklist and the disabled
 * button, not shown as an error while the password is being typed.
 */
export function NewPasswordFields({
  password,
  onPasswordChange,
  confirm,
  onConfirmChange,
  errors,
  passwordLabel,
  confirmLabel,
  checklist = false,
  names,
}: Props) {
  const { t, i18n } = useLingui();
  const checklistId = useId();
  const passwordError =
    password !== "" && errors.password && errors.password !== "too_short"
      ? i18n._(PROBLEM_TEXT[errors.password])
      : undefined;
  return (
    <>
      <div>
        <PasswordField
          label={passwordLabel}
          name={names?.password}
          autoComplete="new-password"
          value={password}
          onChange={onPasswordChange}
          error={passwordError}
          describedBy={checklist ? checklistId : undefined}
          required
        />
        <StrengthMeter password={password} />
        {checklist && <PasswordChecklist id={checklistId} password={password} />}
      </div>
      <PasswordField
        label={confirmLabel}
        name={names?.confirm}
        autoComplete="new-password"
        value={confirm}
        onChange={onConfirmChange}
        error={confirm !== "" && errors.confirm ? t`Passwords don't match` : undefined}
        required
      />
    </>
  );
}
