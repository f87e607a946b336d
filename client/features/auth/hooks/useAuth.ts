import { useAtomValue } from "jotai";
import { useCurrentUser } from "../api/getCurrentUser";
import { authAtom } from "../state";

/** The auth state of spec section 3: token, isAuthenticated and user (the plan limits: usePlanLimits). */
export function useAuth() {
  const { token, isAuthenticated } = useAtomValue(authAtom);
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
