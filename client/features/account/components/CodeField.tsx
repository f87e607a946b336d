import { TextField } from "@client/components/TextField";
import { useLingui } from "@lingui/react/macro";

/** The 6-digit code of the authenticator app; `allowBackup` also takes an 8-character backup code. */
export function CodeField({
  value,
  onChange,
  error,
  allowBackup = false,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  allowBackup?: boolean;
}) {
  const { t } = useLingui();
  return (
    <TextField
      label={allowBackup ? t`Code from the app, or a backup code` : t`6-digit code from the app`}
      value={value}
      onChange={(next) =>
        onChange(allowBackup ? next.trim().slice(0, 12) : next.replace(/\D/g, "").slice(0, 6))
      }
      inputMode={allowBackup ? "text" : "numeric"}
      autoComplete="one-time-code"
      maxLength={allowBackup ? 12 : 6}
      className="max-w-60"
      error={error}
      data-testid="two-factor-code"
    />
  );
}

/** The spec's rule: the verify and disable buttons wait for exactly 6 characters (or a backup code). */
export function isCompleteCode(code: string, allowBackup = false): boolean {
  const compact = code.replace(/[\s-]/g, "");
  return /^\d{6}$/.test(compact) || (allowBackup && /^[a-z0-9]{8}$/i.test(compact));
}
