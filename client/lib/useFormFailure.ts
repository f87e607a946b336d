import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { describeError, type ErrorText, type Operation } from "./errorMessages";
import { showErrorToast } from "./toasts";

/**
 * The failed request of a form: `fail` describes it, keeps it for the panel above the fields and toasts it;
 * `clear` hides the panel before the next try.
 */
export function useFormFailure(operation: Operation) {
  const { i18n } = useLingui();
  const [failure, setFailure] = useState<ErrorText>();
  return {
    failure,
    fail: (error: unknown) => {
      const text = describeError(i18n, error, operation);
      setFailure(text);
      showErrorToast(text);
    },
    clear: () => setFailure(undefined),
  };
}
