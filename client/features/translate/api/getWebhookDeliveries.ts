import { apiRequest } from "@client/lib/api";
import { WebhookDeliveriesResponse } from "@shared/api/webhooks";
import { useQuery } from "@tanstack/react-query";

/** GET /translate/job/{id}/webhook-deliveries, for a job that has a callback_url; read again every 30 s meanwhile. */
export function useWebhookDeliveries(jobId: string, enabled: boolean) {
  return useQuery({
    queryKey: ["jobs", jobId, "webhook-deliveries"] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/translate/job/${encodeURIComponent(jobId)}/webhook-deliveries`, {
        schema: WebhookDeliveriesResponse,
        signal,
      }),
    enabled,
    refetchInterval: (query) => (query.state.data?.deliveries[0]?.state === "pending" ? 30_000 : false),
  });
}
