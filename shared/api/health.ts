import { z } from "zod";
import { SERVICE_IDS, type ServiceId } from "../catalog";

export const HealthResponse = z.object({ status: z.literal("ok"), version: z.string() });
export type HealthResponse = z.infer<typeof HealthResponse>;

const ProviderHealth = z.object({ configured: z.boolean() });

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
});
export type DetailedHealthResponse = z.infer<typeof DetailedHealthResponse>;
