import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { describeError, type ErrorText, type Operation } from "./errorMessages";
import { showErrorToast } from "./toasts";

/**
 * The failed request of a form: `fail` describes it, keeps it for the panel above the fields and toasts it;
 * `failAt` toasts it too but hands it to the field it is about (a taken address, a wrong code) instead of the
 * panel; `clear` hides the panel before the next try.
 */
export function useFormFailure(operation: Operation) {
  const { i18n } = useLingui();
  const [failure, setFailure] = useState<ErrorText>();
  const failAt = (error: unknown, show: (text: ErrorText) => void) => {
    const text = describeError(i18n, error, operation);
    show(text);
    showErrorToast(text);
  };
  return {
    failure,
    fail: (error: unknown) => failAt(error, setFailure),
    failAt,
    clear: () => setFailure(undefined),
  };
}
