import { setDeviceAccount } from "@client/db/accountData";
import { apiRequest } from "@client/lib/api";
import { accountKeys } from "@client/lib/queryKeys";
import type { MeResponse } from "@shared/api/auth";
import { useQuery } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { authAtom } from "../state";

export async function getCurrentUser(signal?: AbortSignal): Promise<MeResponse> {
  // Loaded on first call: the header shows on every first screen, which is painted without zod (issue 29).
  const schemas = await import("@shared/api/auth");
  return apiRequest("/auth/me", { schema: schemas.MeResponse, signal });
}

/**
 * The signed-in user, fetched whenever there is a token (spec section 4: at start and after sign-in); the device
 * then knows whose rows it makes, and whose history it shows offline.
 */
export function useCurrentUser() {
  const { token } = useAtomValue(authAtom);
  return useQuery({
    queryKey: accountKeys.me,
    queryFn: async ({ signal }) => {
      const user = await getCurrentUser(signal);
      await setDeviceAccount(user.id);
      return user;
    },
    enabled: Boolean(token),
    staleTime: 60_000,
  });
}
