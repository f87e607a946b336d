import { z } from "zod";
import { Service } from "./translate";

/** The per-service language calls: supported list, detection, pair validation (spec section 7, "Languages"). */

export const ServiceParams = z.object({ service: Service });

export const DetectParams = z.object({ text: z.string().min(1).max(5000) });

export const DetectResponse = z.object({
  /** ISO 639-1 code, or null when the text is too short or ambiguous to tell. */
  language: z.string().nullable(),
  /** 0–1. */
  confidence: z.number(),
});
export type DetectResponse = z.infer<typeof DetectResponse>;

export const ValidateQuery = z.object({
  source: z.string().trim().toLowerCase().min(1).max(16),
  target: z.string().trim().toLowerCase().min(1).max(16),
  service: Service,
});

export const ValidateResponse = z.object({
  valid: z.boolean(),
  /** Stable codes the client translates: unknown_source, unknown_target, same_language, unsupported_source… */
  errors: z.array(z.string()),
});
export type ValidateResponse = z.infer<typeof ValidateResponse>;
