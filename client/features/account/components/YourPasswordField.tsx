import { PasswordField } from "@client/components/password/PasswordField";
import { useLingui } from "@lingui/react/macro";

/** The account's password, asked again before turning two-factor on or off or deleting the account. */
export function YourPasswordField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useLingui();
  return (
    <PasswordField
      label={t`Your password`}
      autoComplete="current-password"
      value={value}
      onChange={onChange}
      required
    />
  );
}
