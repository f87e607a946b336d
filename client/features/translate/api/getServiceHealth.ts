import { apiRequest } from "@client/lib/api";
import { DetailedHealthResponse } from "@shared/api/health";
import { useQuery } from "@tanstack/react-query";

export function getServiceHealth(signal?: AbortSignal): Promise<DetailedHealthResponse> {
  return apiRequest("/health/detailed", { schema: DetailedHealthResponse, signal });
}

/** The server's configured services; asked while `enabled`, and again each time it turns true. */
export function useServiceHealth(enabled: boolean) {
  return useQuery({
    queryKey: ["health", "detailed"],
    queryFn: ({ signal }) => getServiceHealth(signal),
    enabled,
  });
}
