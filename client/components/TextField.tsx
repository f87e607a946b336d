import { useKeptBeforeHydration } from "@client/lib/useHydrated";
import type { InputHTMLAttributes } from "react";
import { FormField } from "./FormField";

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, "onChange" | "value"> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
}

/** A labelled input with its hint and inline error. */
export function TextField({ label, value, onChange, error, hint, className, ...input }: Props) {
  const ref = useKeptBeforeHydration<HTMLInputElement, string>(value, onChange);
  return (
    <FormField label={label} error={error} hint={hint} className={className}>
      {({ id, describedBy }) => (
        <input
          ref={ref}
          id={id}
          className={`input min-h-11 w-full read-only:border-transparent read-only:bg-base-200 ${error ? "input-error" : ""}`}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
      )}
    </FormField>
  );
}
