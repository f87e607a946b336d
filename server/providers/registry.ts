import type { ServiceId, TranslationProvider } from "./types";

/** Preference order after the requested service: best quality first, the keyless default last. */
export const FALLBACK_ORDER: readonly ServiceId[] = ["openai", "deepl", "mymemory"];

export interface ProviderRegistry {
  /** The provider, or undefined when it is not configured (no key). */
  get(id: ServiceId): TranslationProvider | undefined;
  /** Configured services in FALLBACK_ORDER. */
  configured(): ServiceId[];
  /**
   * Services to try for a job, in order: the requested one first (when configured and allowed), then
   * openai → deepl → mymemory among the allowed and configured ones. Empty when nothing can serve the job.
   */
  fallbackChain(requested: ServiceId, allowed: readonly ServiceId[]): ServiceId[];
}

export function createRegistry(providers: readonly TranslationProvider[]): ProviderRegistry {
  const byId = new Map<ServiceId, TranslationProvider>(providers.map((p) => [p.id, p]));
  const configured = FALLBACK_ORDER.filter((id) => byId.has(id));
  return {
    get: (id) => byId.get(id),
    configured: () => [...configured],
    fallbackChain: (requested, allowed) => {
      const usable = (id: ServiceId) => byId.has(id) && allowed.includes(id);
      const rest = FALLBACK_ORDER.filter((id) => id !== requested && usable(id));
      return usable(requested) ? [requested, ...rest] : rest;
    },
  };
}
