import { FALLBACK_ORDER } from "@shared/catalog";
import type { RateLimitStore } from "../http/rateLimit";
import { createDeepLProvider } from "./deepl";
import { createMyMemoryProvider } from "./mymemory";
import { createOpenAIProvider } from "./openai";
import { sharedPace } from "./pace";
import type { ClientTuning, ProvidersConfig, ServiceId, TranslationProvider } from "./types";

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

/**
 * The providers the configuration enables: MyMemory always (it needs no key), DeepL with a key, OpenAI with a
 * key or a base URL (a self-hosted OpenAI-compatible server needs no real key).
 */
export function createProviders(
  config: { providers: ProvidersConfig },
  tuning: Pick<ClientTuning, "timeoutMs" | "retry"> = {},
  /** Where each provider's request rate is counted (main.ts: the database's store on PostgreSQL). */
  rateLimits?: RateLimitStore,
): ProviderRegistry {
  const { mymemory, deepl, openai } = config.providers;
  const paced = (service: ServiceId, requestsPerSecond: number | undefined) =>
    rateLimits && requestsPerSecond ? { pace: sharedPace(rateLimits, service, requestsPerSecond) } : {};
  const providers: TranslationProvider[] = [
    createMyMemoryProvider({ ...mymemory, ...tuning, ...paced("mymemory", mymemory.requestsPerSecond) }),
  ];
  if (deepl.apiKey)
    providers.push(
      createDeepLProvider({
        ...deepl,
        apiKey: deepl.apiKey,
        ...tuning,
        ...paced("deepl", deepl.requestsPerSecond),
      }),
    );
  if (openai.apiKey || openai.baseUrl)
    providers.push(
      createOpenAIProvider({ ...openai, ...tuning, ...paced("openai", openai.requestsPerSecond) }),
    );
  return createRegistry(providers);
}
