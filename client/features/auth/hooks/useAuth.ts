import { useHydrated } from "@client/lib/useHydrated";
import { useAtomValue } from "jotai";
import { useCurrentUser } from "../api/getCurrentUser";
import { authAtom } from "../state";

/** The auth state of spec section 3: token, isAuthenticated and user (the plan limits: usePlanLimits). */
export function useAuth() {
  const stored = useAtomValue(authAtom);
  // A prerendered page is a visitor's: a session stored on this device shows once the page is hydrated, so
  // hydration finds the markup it was given.
  const isAuthenticated = useHydrated() && stored.isAuthenticated;
  const { token } = stored;
  const user = useCurrentUser();
  return {
    token,
    isAuthenticated,
    user: isAuthenticated ? user.data : undefined,
    /** True while a stored token waits for its user, so pages do not flash the signed-out view. */
    userLoading: isAuthenticated && user.isPending,
    userError: user.error,
  };
}
