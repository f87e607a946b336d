import { useState } from "react";
import { hasErrors, newPasswordErrors } from "./passwordForm";
import { useWellKnownCheck } from "./useWellKnownCheck";

/**
 * A new password and its confirmation as typed, with what stops them: the spec's rules, then the dictionary once
 * it has loaded (`userInputs`, the name or address, count as well-known words too).
 */
export function useNewPassword(userInputs: readonly string[] = []) {
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const wellKnown = useWellKnownCheck(password, userInputs);
  const errors = newPasswordErrors(password, confirm, wellKnown);
  return {
    password,
    confirm,
    acceptable: !hasErrors(errors),
    reset: () => {
      setPassword("");
      setConfirm("");
    },
    /** What NewPasswordFields takes besides its labels. */
    fields: { password, onPasswordChange: setPassword, confirm, onConfirmChange: setConfirm, errors },
  };
}
