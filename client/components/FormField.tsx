import { type ReactNode, useId } from "react";

/** What the control inside a FormField needs to be tied to its label, hint and error. */
export interface FieldControlIds {
  id: string;
  /** The hint's and the error's ids, when shown; undefined otherwise. */
  describedBy: string | undefined;
}

interface Props {
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  /** The control: an input, a select, a textarea, or an input with its buttons. */
  children: (ids: FieldControlIds) => ReactNode;
}

/** A labelled control with its hint and its inline error under it, tied together for screen readers. */
export function FormField({ label, error, hint, className, children }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : undefined, hint ? hintId : undefined].filter(Boolean).join(" ");
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm">
        {label}
      </label>
      {children({ id, describedBy: describedBy || undefined })}
      {hint && (
        <p id={hintId} className="mt-1 text-sm opacity-70">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-error text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
