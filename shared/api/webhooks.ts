import { z } from "zod";
import { IsoTimestamp } from "./common";
import { JobStatus, ServicesUsed } from "./translate";

/** Job webhooks (issue 37 item 7): the account's signing secret, the body the server POSTs, its deliveries. */

/** GET and POST /auth/webhook-secret: the account's one secret (`whsec_…`); POST replaces it. */
export const WebhookSecretResponse = z.object({ secret: z.string(), created_at: IsoTimestamp });
export type WebhookSecretResponse = z.infer<typeof WebhookSecretResponse>;

/** The header of every delivery: `t=<Unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, Stripe's scheme. */
export const SIGNATURE_HEADER = "Polysub-Signature";

/** What the server POSTs to a job's callback_url when the job ends. */
export const WebhookPayload = z.object({
  job_id: z.string(),
  status: JobStatus,
  file_id: z.string(),
  target_language: z.string(),
  /** Cues each service translated. */
  service_counts: ServicesUsed,
  /** Why the job failed (shared/errors.ts), else null. */
  error_code: z.string().nullable(),
});
export type WebhookPayload = z.infer<typeof WebhookPayload>;

export const WebhookAttempt = z.object({
  attempted_at: IsoTimestamp,
  /** The receiver's HTTP status, null when it gave none (timeout, refused connection). */
  status_code: z.number().int().nullable(),
  /** Why the attempt failed when there was no status, or the status was not 2xx (a redirect is not followed). */
  error: z.string().nullable(),
  duration_ms: z.number().int(),
});
export type WebhookAttempt = z.infer<typeof WebhookAttempt>;

export const WEBHOOK_DELIVERY_STATES = ["pending", "delivered", "failed"] as const;

export const WebhookDelivery = z.object({
  id: z.string(),
  url: z.string(),
  /** The job's status this delivery tells of. */
  job_status: JobStatus,
  /** pending: tried again at `next_attempt_at`; failed: no 2xx in 24 hours. */
  state: z.enum(WEBHOOK_DELIVERY_STATES),
  next_attempt_at: IsoTimestamp.nullable(),
  created_at: IsoTimestamp,
  delivered_at: IsoTimestamp.nullable(),
  attempts: z.array(WebhookAttempt),
});
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;

/** GET /translate/job/{id}/webhook-deliveries, newest first. */
export const WebhookDeliveriesResponse = z.object({ deliveries: z.array(WebhookDelivery) });
export type WebhookDeliveriesResponse = z.infer<typeof WebhookDeliveriesResponse>;
