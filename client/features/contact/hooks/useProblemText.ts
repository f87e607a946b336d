import { useLingui } from "@lingui/react/macro";
import type { FieldProblem } from "../formErrors";

/** What a field's problem says under it, in the interface language; nothing when the field is fine. */
export function useProblemText(): (problem: FieldProblem | undefined) => string | undefined {
  const { t } = useLingui();
  return (problem) => {
    switch (problem) {
      case "required":
        return t`This field is required.`;
      case "invalid_email":
        return t`Enter an email address such as name@example.com.`;
      case "too_long":
        return t`This is too long.`;
      case "invalid":
        return t`Choose one of the options.`;
      default:
        return undefined;
    }
  };
}
