import { useDeviceAccount } from "@client/db/hooks";
import { VISITOR } from "@client/db/types";
import { useAuth } from "./useAuth";

/**
 * Whose device history to show: the signed-in account's, whose id the device keeps for when the server cannot be
 * asked (offline), or the visitor's; undefined while neither the server nor the device has said.
 */
export function useHistoryAccount(): string | undefined {
  const { isAuthenticated, user, userLoading } = useAuth();
  const kept = useDeviceAccount();
  if (!isAuthenticated) return VISITOR;
  if (user) return user.id;
  if (kept.value) return kept.value;
  // A device that never learnt its account (signed in before it kept the id) shows its own rows meanwhile.
  return kept.loaded && !userLoading ? VISITOR : undefined;
}
