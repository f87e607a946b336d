import type { ReactNode } from "react";

interface Props {
  checked: boolean;
  onChange: (checked: boolean) => void;
  testId?: string;
  /** A line of smaller text under the label. */
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A checkbox with its label beside it, the whole row a 44 px target: every option of the setup and export views. */
export function CheckboxField({ checked, onChange, testId, hint, className = "", children }: Props) {
  return (
    <label className={`flex min-h-11 items-center gap-3 ${className}`}>
      <input
        type="checkbox"
        className="checkbox checkbox-primary"
        data-testid={testId}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className="text-sm">
        {children}
        {hint && <span className="block text-base-content/70 text-xs">{hint}</span>}
      </span>
    </label>
  );
}
