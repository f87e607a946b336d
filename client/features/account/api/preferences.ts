import { apiRequest } from "@client/lib/api";
import { accountKeys } from "@client/lib/queryKeys";
import { Preferences, type PreferencesUpdate } from "@shared/api/profile";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

export function getPreferences(signal?: AbortSignal): Promise<Preferences> {
  return apiRequest("/auth/preferences", { schema: Preferences, signal });
}

export function useAccountPreferences() {
  return useQuery({ queryKey: accountKeys.preferences, queryFn: ({ signal }) => getPreferences(signal) });
}

export function updatePreferences(update: PreferencesUpdate): Promise<Preferences> {
  return apiRequest("/auth/preferences", { method: "PUT", body: update, schema: Preferences });
}

/** PUT /auth/preferences: only the fields sent change; the answer is the whole set. */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: (preferences) => queryClient.setQueryData(accountKeys.preferences, preferences),
  });
}
