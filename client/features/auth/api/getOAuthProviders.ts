import { apiRequest } from "@client/lib/api";
import { OAuthProvidersResponse } from "@shared/api/oauth";
import { useQuery } from "@tanstack/react-query";

export function getOAuthProviders(signal?: AbortSignal): Promise<OAuthProvidersResponse> {
  return apiRequest("/oauth/providers", { bearer: null, schema: OAuthProvidersResponse, signal });
}

/** Which social buttons work on this server (a provider without configuration is shown as unavailable). */
export function useOAuthProviders() {
  return useQuery({
    queryKey: ["oauth", "providers"],
    queryFn: ({ signal }) => getOAuthProviders(signal),
    staleTime: 10 * 60_000,
  });
}
