import { TextField } from "@client/components/TextField";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";

/**
 * The second step of sign-in: the 6-digit code of the authenticator app, or one of the backup codes for a lost
 * phone (8 characters).
 */
export function SecondFactorField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const { t } = useLingui();
  const [backup, setBackup] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);

  // The field appears after the first answer: put the cursor there, as the next thing to type.
  useEffect(() => {
    wrapper.current?.querySelector("input")?.focus();
  }, []);

  return (
    <div ref={wrapper} className="rounded-box border border-base-300 bg-base-200 p-3">
      <p className="mb-2 text-sm">{t`Two-factor authentication is on for this account.`}</p>
      <TextField
        label={backup ? t`Backup code` : t`Authentication code`}
        name="totp_code"
        value={value}
        onChange={(next) => onChange(backup ? next : next.replace(/\D/g, "").slice(0, 6))}
        inputMode={backup ? "text" : "numeric"}
        autoComplete="one-time-code"
        pattern={backup ? undefined : "[0-9]{6}"}
        maxLength={backup ? 12 : 6}
        error={error}
        hint={
          backup
            ? t`One of the 8-character codes you saved.`
            : t`The 6-digit code from your authenticator app.`
        }
        data-testid="totp-code"
      />
      <button
        type="button"
        className="btn btn-link btn-sm mt-1 min-h-11 px-0"
        onClick={() => {
          setBackup((value) => !value);
          onChange("");
        }}
      >
        {backup ? t`Use the authenticator app` : t`Use a backup code`}
      </button>
    </div>
  );
}
