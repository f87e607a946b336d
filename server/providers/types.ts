// The one interface every translation service sits behind. The job runner (server/jobs/) only sees this.

import type { ServiceId } from "@shared/catalog";
import type { GlossaryTerm } from "@shared/glossary";
import type { Pace } from "./pace";

// The service ids live in the shared catalog, which the client and the CLI read too.
export type { ServiceId };

export interface TranslationContext {
  description?: string;
  genre?: string;
  /** Source texts of the cues just before the batch, oldest first. Sent as context, never translated. */
  before?: string[];
  /** Source texts of the cues just after the batch. */
  after?: string[];
  /** Terms to translate as given: placeholders for MT services (providers/glossary.ts), the prompt for an LLM. */
  glossary?: GlossaryTerm[];
  /** Who says each text (by text), for an LLM: never part of the text, never translated. */
  speakers?: Record<string, string>;
  /** How each speaker addresses others, for languages with a T–V distinction. */
  formality?: Record<string, "formal" | "informal">;
}

export interface TranslateRequest {
  sourceLanguage: string;
  targetLanguage: string;
  /** Segment texts with `<x id="N"/>` placeholders. */
  texts: string[];
  context?: TranslationContext;
  signal?: AbortSignal;
}

/** Texts already in `language` to rewrite shorter, each within its `maxCharacters`, with the same meaning. */
export interface ShortenRequest {
  language: string;
  texts: string[];
  maxCharacters: number[];
  signal?: AbortSignal;
}

export interface TranslationProvider {
  readonly id: ServiceId;
  /** Requests this provider may have in flight at once (the runner's limit across batches). */
  readonly maxParallel: number;
  /** Texts the runner should hand to one translate() call. */
  readonly maxBatchSize: number;
  /**
   * Characters a day the server sends it at most (MyMemory's free quota as configured); none when the provider
   * keeps no daily quota. The server's own guard: the day's count never passes it (server/providers/usage.ts).
   */
  readonly dailyLimit?: number;
  /**
   * HTTP requests one translate() call of these texts makes when nothing fails: the same cutting translate()
   * does, so that the estimate before a start counts what the job sends.
   */
  requestsFor(texts: readonly string[]): number;
  /** Rewrites texts shorter (an LLM's skill: the keep-reading-speed option); same length and order as req.texts. */
  shorten?(req: ShortenRequest): Promise<string[]>;
  /** Same length and order as req.texts. Retries transient failures inside; throws ProviderError. */
  translate(req: TranslateRequest): Promise<string[]>;
  /** Language codes this provider accepts (lower-case ISO 639-1, with region where it matters). */
  supportedLanguages(): string[];
}

export type ProviderErrorKind =
  | "rate_limited" // 429 still there after our retries
  | "quota_exceeded" // daily/monthly allowance used up: waiting minutes does not help
  | "unavailable" // 5xx
  | "network" // connection refused/reset, DNS
  | "timeout" // no answer within the per-request timeout
  | "auth" // key missing, wrong or for the wrong host
  | "bad_request" // the provider refused the input (unsupported language pair, text too long…)
  | "bad_response"; // answered, but not with something we can use (wrong count, unparseable JSON)

/** Kinds worth another attempt at the same provider after a pause. */
const RETRYABLE: ReadonlySet<ProviderErrorKind> = new Set([
  "rate_limited",
  "unavailable",
  "network",
  "timeout",
]);

/**
 * Kinds that another provider would fail on too, or that an operator must fix: bad_request is the input's fault
 * (the next provider would refuse the same language pair or text), auth is the configuration's fault and must
 * surface loudly instead of being hidden behind a silent switch to a cheaper service.
 * Every other kind falls back to the next service of the chain.
 */
const USER_FAULT: ReadonlySet<ProviderErrorKind> = new Set(["bad_request", "auth"]);

export interface ProviderErrorOptions {
  retryAfterMs?: number;
  status?: number;
  cause?: unknown;
}

export class ProviderError extends Error {
  override readonly name = "ProviderError";
  readonly service: ServiceId;
  readonly kind: ProviderErrorKind;
  /** Server-requested pause (Retry-After), when it gave one. */
  readonly retryAfterMs?: number;
  /** HTTP status (or status in the body, for MyMemory) when there was one. */
  readonly status?: number;

  constructor(
    service: ServiceId,
    kind: ProviderErrorKind,
    message: string,
    options: ProviderErrorOptions = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.service = service;
    this.kind = kind;
    if (options.retryAfterMs !== undefined) this.retryAfterMs = options.retryAfterMs;
    if (options.status !== undefined) this.status = options.status;
  }

  /** True when falling back to another service would not help: the job fails with this error. */
  get userFault(): boolean {
    return USER_FAULT.has(this.kind);
  }

  /** True when the same provider may succeed after a pause (used by retry.ts). */
  get retryable(): boolean {
    return RETRYABLE.has(this.kind);
  }
}

export function isProviderError(error: unknown): error is ProviderError {
  return error instanceof ProviderError;
}

export interface RetryOptions {
  /** Attempts in all, the first included. */
  attempts: number;
  /** Ceiling of the first backoff; doubles per attempt ("full jitter": the real pause is uniform in [0, ceiling]). */
  baseDelayMs: number;
  maxDelayMs: number;
  /**
   * Budget for all attempts and pauses together. A Retry-After that would overrun it ends the retries at once,
   * so the job falls back to another service instead of sleeping.
   */
  maxTotalMs: number;
  signal?: AbortSignal;
  /** Injectable for tests; Math.random otherwise. */
  random?: () => number;
  onRetry?: (info: { error: ProviderError; attempt: number; delayMs: number }) => void;
}

/** Knobs every client takes: the defaults suit production; tests shorten timeouts and retries. */
export interface ClientTuning {
  /** Requests in flight at once, across all translate() calls of the instance. */
  maxParallel?: number;
  maxBatchSize?: number;
  /** Per-request timeout. */
  timeoutMs?: number;
  retry?: Partial<RetryOptions>;
  /** The provider's shared request rate (pace.ts), waited for before each request. */
  pace?: Pace;
}

/** The slice of server/config.ts the providers read (kept structural so this module has no dependency on it). */
export interface ProvidersConfig {
  mymemory: { baseUrl: string; email?: string; requestsPerSecond?: number };
  deepl: { baseUrl?: string; apiKey?: string; requestsPerSecond?: number };
  openai: { baseUrl?: string; apiKey?: string; model: string; requestsPerSecond?: number };
}
