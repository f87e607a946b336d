import { useKeptBeforeHydration } from "@client/lib/useHydrated";
import { useLingui } from "@lingui/react/macro";
import { Eye, EyeOff } from "lucide-react";
import { useState } from "react";
import { FormField } from "../FormField";

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: "current-password" | "new-password";
  error?: string;
  /** Ids of texts that describe the field (a checklist, say). */
  describedBy?: string;
  name?: string;
  required?: boolean;
}

/** A password input with its show/hide toggle and its inline error. */
export function PasswordField({
  label,
  value,
  onChange,
  autoComplete,
  error,
  describedBy,
  name,
  required,
}: Props) {
  const { t } = useLingui();
  const [shown, setShown] = useState(false);
  const ref = useKeptBeforeHydration<HTMLInputElement, string>(value, onChange);
  return (
    <FormField label={label} error={error}>
      {(ids) => (
        <div className="join w-full">
          <input
            ref={ref}
            id={ids.id}
            name={name}
            type={shown ? "text" : "password"}
            className={`input join-item min-h-11 w-full ${error ? "input-error" : ""}`}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            autoComplete={autoComplete}
            required={required}
            aria-invalid={error ? true : undefined}
            aria-describedby={[ids.describedBy, describedBy].filter(Boolean).join(" ") || undefined}
          />
          <button
            type="button"
            className="btn join-item min-h-11 min-w-11"
            onClick={() => setShown((value) => !value)}
            aria-pressed={shown}
            aria-label={shown ? t`Hide password` : t`Show password`}
          >
            {shown ? (
              <EyeOff aria-hidden="true" className="size-4" />
            ) : (
              <Eye aria-hidden="true" className="size-4" />
            )}
          </button>
        </div>
      )}
    </FormField>
  );
}
