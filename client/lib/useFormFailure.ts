import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { describeError, type ErrorText, type Operation } from "./errorMessages";

/**
 * The failed request of a form: `fail` describes it and keeps it for the panel above the fields; `failAt` hands it
 * to the field it is about (a taken address, a wrong code) instead; `clear` hides the panel before the next try.
 * No toast: the form shows its error inline (DESIGN.md), and each retry would stack another copy of it.
 */
export function useFormFailure(operation: Operation) {
  const { i18n } = useLingui();
  const [failure, setFailure] = useState<ErrorText>();
  const failAt = (error: unknown, show: (text: ErrorText) => void) =>
    show(describeError(i18n, error, operation));
  return {
    failure,
    fail: (error: unknown) => failAt(error, setFailure),
    failAt,
    clear: () => setFailure(undefined),
  };
}
