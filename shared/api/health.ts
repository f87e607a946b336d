import { z } from "zod";
import { SERVICE_IDS, type ServiceId } from "../catalog";

export const HealthResponse = z.object({ status: z.literal("ok"), version: z.string() });
export type HealthResponse = z.infer<typeof HealthResponse>;

const ProviderHealth = z.object({
  configured: z.boolean(),
  /** The model this server has the service run (OPENAI_MODEL for OpenAI); null where the service offers no choice. */
  model: z.string().nullable(),
  /** Characters this server sent to the provider today (UTC day), kept across restarts. */
  characters_today: z.number().int(),
  /** The provider's free daily allowance when it has one (MyMemory), else null. */
  daily_limit: z.number().int().nullable(),
  /** What is left of it today; 0 once the provider said its quota is used up; null when not known. */
  remaining_today: z.number().int().nullable(),
  /** When today's count starts again: the next midnight UTC. */
  resets_at: z.string(),
});
export type ProviderHealth = z.infer<typeof ProviderHealth>;

/** What only the operator sees (a request from the server's own host, or with HEALTH_TOKEN). */
const Operations = z.object({
  queue: z.object({
    /** Jobs waiting for a worker. */
    pending: z.number().int(),
    /** Jobs a worker runs under a live lease. */
    running: z.number().int(),
    /** When the oldest waiting job was started; null when none waits. */
    oldest_pending_at: z.string().nullable(),
  }),
  /** Server processes on this database that wrote their heartbeat lately, this one included. */
  processes: z.object({ seen_recently: z.number().int() }),
});
export type HealthOperations = z.infer<typeof Operations>;

export const DetailedHealthResponse = z.object({
  /** "degraded" when a dependency the server needs (the database) does not answer. */
  status: z.enum(["ok", "degraded"]),
  version: z.string(),
  database: z.object({ status: z.enum(["ok", "unavailable"]) }),
  providers: z.object(
    Object.fromEntries(SERVICE_IDS.map((id) => [id, ProviderHealth])) as Record<
      ServiceId,
      typeof ProviderHealth
    >,
  ),
  /** Absent for everyone else: a public page needs no view of the queue. */
  operations: Operations.optional(),
});
export type DetailedHealthResponse = z.infer<typeof DetailedHealthResponse>;
