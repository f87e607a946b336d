import { apiRequest } from "@client/lib/api";
import { WebhookSecretResponse } from "@shared/api/webhooks";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

const webhookSecretKey = ["account", "webhook-secret"] as const;

export function getWebhookSecret(signal?: AbortSignal): Promise<WebhookSecretResponse> {
  return apiRequest("/auth/webhook-secret", { schema: WebhookSecretResponse, signal });
}

/** GET /auth/webhook-secret, only once the user asks to see it (the first call makes the secret). */
export function useWebhookSecret(enabled: boolean) {
  return useQuery({ queryKey: webhookSecretKey, queryFn: ({ signal }) => getWebhookSecret(signal), enabled });
}

/** POST /auth/webhook-secret: a new secret; the old one stops verifying at once. */
export function useRotateWebhookSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest("/auth/webhook-secret", { method: "POST", schema: WebhookSecretResponse }),
    onSuccess: (secret) => queryClient.setQueryData(webhookSecretKey, secret),
  });
}
