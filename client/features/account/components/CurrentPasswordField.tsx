import { PasswordField } from "@client/components/password/PasswordField";
import { useLingui } from "@lingui/react/macro";

interface Props {
  value: string;
  onChange: (value: string) => void;
  /** "Your password" unless given. */
  label?: string;
}

/** The account's password, asked again before a change to its security or its deletion. */
export function CurrentPasswordField({ value, onChange, label }: Props) {
  const { t } = useLingui();
  return (
    <PasswordField
      label={label ?? t`Your password`}
      autoComplete="current-password"
      value={value}
      onChange={onChange}
      required
    />
  );
}
