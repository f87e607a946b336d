import { apiRequest } from "@client/lib/api";
import { accountKeys } from "@client/lib/queryKeys";
import { HistoryResponse } from "@shared/api/translate";
import { UsageStats } from "@shared/api/usage";
import { useQuery } from "@tanstack/react-query";

export function getUsageStats(signal?: AbortSignal): Promise<UsageStats> {
  return apiRequest("/auth/usage-stats", { schema: UsageStats, signal });
}

export function useUsageStats() {
  return useQuery({ queryKey: accountKeys.usage, queryFn: ({ signal }) => getUsageStats(signal) });
}

/** The profile's last five translations (spec section 9). */
export function useRecentTranslations() {
  return useQuery({
    queryKey: accountKeys.recentTranslations,
    queryFn: ({ signal }) =>
      apiRequest("/translate/history", { query: { page: 1, per_page: 5 }, schema: HistoryResponse, signal }),
  });
}
