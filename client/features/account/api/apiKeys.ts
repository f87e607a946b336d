import { apiRequest } from "@client/lib/api";
import { accountKeys } from "@client/lib/queryKeys";
import { ApiKeysResponse, CreatedApiKey } from "@shared/api/apiKeys";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

export function getApiKeys(signal?: AbortSignal): Promise<ApiKeysResponse> {
  return apiRequest("/auth/api-keys", { schema: ApiKeysResponse, signal });
}

/** GET /auth/api-keys: the account's keys with their last use, newest first. */
export function useApiKeys() {
  return useQuery({ queryKey: accountKeys.apiKeys, queryFn: ({ signal }) => getApiKeys(signal) });
}

export function createApiKey(name: string): Promise<CreatedApiKey> {
  return apiRequest("/auth/api-keys", { method: "POST", body: { name }, schema: CreatedApiKey });
}

export function revokeApiKey(id: string): Promise<unknown> {
  return apiRequest(`/auth/api-keys/${encodeURIComponent(id)}`, { method: "DELETE" });
}

/** POST /auth/api-keys: the answer carries the key, the only time it is shown. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.apiKeys }),
  });
}

/** DELETE /auth/api-keys/{id}; the list is fetched again either way. */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.apiKeys }),
  });
}
