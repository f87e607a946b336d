import { loadWellKnownPasswordCheck, type WellKnownPasswordCheck } from "@shared/password";
import { useEffect, useState } from "react";

/**
 * Whether the password is a well-known one, once the dictionary (its own 2 MB chunk) has loaded; undefined before,
 * or when it cannot load (offline), in which case the server still refuses it.
 */
export function useWellKnownCheck(password: string, userInputs: readonly string[] = []): boolean | undefined {
  const [check, setCheck] = useState<WellKnownPasswordCheck>();
  const wanted = password !== "";
  useEffect(() => {
    if (!wanted || check) return;
    let active = true;
    loadWellKnownPasswordCheck()
      .then((loaded) => {
        if (active) setCheck(() => loaded);
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [wanted, check]);
  return check && wanted ? check(password, userInputs) : undefined;
}
