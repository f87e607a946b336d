import { useHydrated } from "@client/lib/useHydrated";
import type { ReactNode } from "react";

interface Props {
  /** The form's request is running: the button waits and shows a spinner before its label. */
  pending: boolean;
  /** The form is not ready to send (besides while pending). */
  disabled?: boolean;
  /** daisyUI classes besides `btn min-h-11`, such as `btn-primary w-full`. */
  className?: string;
  children: ReactNode;
}

/** A form's submit button, one per form, so every form shows its request the same way. */
export function SubmitButton({ pending, disabled = false, className = "", children }: Props) {
  // Until hydrated, a prerendered form must not be sent by the browser itself (a GET with the fields in the URL):
  // a disabled default button also stops the Enter key's submission.
  const hydrated = useHydrated();
  return (
    <button type="submit" className={`btn min-h-11 ${className}`} disabled={disabled || pending || !hydrated}>
      {pending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
      {children}
    </button>
  );
}
