import { SERVICE_LANGUAGES } from "@shared/languages";
import OpenAI from "openai";
import { allOrNothing, createLimiter } from "./limiter";
import {
  checkReply,
  shortenSystemPrompt,
  shortenUserMessage,
  systemPrompt,
  TRANSLATIONS_SCHEMA,
  userMessage,
} from "./openaiPrompt";
import { parseRetryAfter, withRetry } from "./retry";
import { groupTexts, nonBlank, skippingBlanks } from "./split";
import {
  type ClientTuning,
  ProviderError,
  type ProviderErrorKind,
  type TranslateRequest,
  type TranslationProvider,
} from "./types";

export const OPENAI_DEFAULT_MODEL = "gpt-4o-mini";
/** A broken batch is split in halves, and a broken half once more. */
const MAX_SPLIT_DEPTH = 2;
/** Segments per request stay small enough that the reply fits a small model's output limit. */
const MAX_PROMPT_BYTES = 12 * 1024;

export interface OpenAIOptions extends ClientTuning {
  /** Self-hosted OpenAI-compatible servers ignore the key, but the SDK needs one. */
  apiKey?: string;
  /** OPENAI_BASE_URL, with its `/v1` (Ollama: http://localhost:11434/v1). */
  baseUrl?: string;
  model?: string;
}

/**
 * One chat completion per batch with a JSON-schema structured output. The reply is checked (count, ids,
 * placeholders); a broken batch is retried split in two, which is what usually fixes a model that merged or
 * skipped lines. Retries on 429/5xx are ours: the SDK's own are off so attempts do not multiply.
 */
export function createOpenAIProvider(options: OpenAIOptions = {}): TranslationProvider {
  const timeoutMs = options.timeoutMs ?? 90_000;
  const maxParallel = options.maxParallel ?? 4;
  const maxBatchSize = options.maxBatchSize ?? 30;
  const limiter = createLimiter(maxParallel, options.pace);
  const model = options.model ?? OPENAI_DEFAULT_MODEL;
  const client = new OpenAI({
    apiKey: options.apiKey ?? "not-needed",
    ...(options.baseUrl && { baseURL: options.baseUrl }),
    maxRetries: 0,
    timeout: timeoutMs,
  });

  const complete = (
    req: Pick<TranslateRequest, "signal">,
    texts: string[],
    messages: { system: string; user: string },
  ) =>
    withRetry(
      () =>
        limiter.run(async () => {
          try {
            const completion = await client.chat.completions.create(
              {
                model,
                messages: [
                  { role: "system", content: messages.system },
                  { role: "user", content: messages.user },
                ],
                response_format: {
                  type: "json_schema",
                  json_schema: { name: "subtitle_translations", schema: TRANSLATIONS_SCHEMA, strict: true },
                },
              },
              req.signal ? { signal: req.signal } : {},
            );
            const choice = completion.choices[0];
            if (choice?.finish_reason === "length")
              return { ok: false as const, problem: "reply cut off (length)" };
            if (choice?.message.refusal)
              return { ok: false as const, problem: `refused: ${choice.message.refusal}` };
            return checkReply(choice?.message.content, texts);
          } catch (error) {
            throw toProviderError(error, req.signal);
          }
        }, req.signal),
      { ...options.retry, ...(req.signal && { signal: req.signal }) },
    );

  const translateBatch = async (req: TranslateRequest, texts: string[], depth: number): Promise<string[]> => {
    const reply = await complete(req, texts, {
      system: systemPrompt(req, texts),
      user: userMessage(req, texts),
    });
    const broken = !reply.ok || !reply.placeholdersKept;
    if (broken && texts.length > 1 && depth < MAX_SPLIT_DEPTH) {
      const middle = Math.ceil(texts.length / 2);
      const halves = [texts.slice(0, middle), texts.slice(middle)];
      // A half that still fails dooms the batch: the other half stops instead of spending more requests.
      const translated = await allOrNothing(
        halves,
        (half, signal) => translateBatch({ ...req, signal }, half, depth + 1),
        req.signal,
      );
      return translated.flat();
    }
    if (!reply.ok) {
      throw new ProviderError("openai", "bad_response", `openai reply unusable: ${reply.problem}`);
    }
    // Lost placeholders at the last split: the segment engine re-applies the tags and warns.
    return reply.translations;
  };

  return {
    id: "openai",
    maxParallel,
    maxBatchSize,
    supportedLanguages: () => [...SERVICE_LANGUAGES.openai],
    requestsFor: (texts) => groupTexts(nonBlank(texts), maxBatchSize, MAX_PROMPT_BYTES).length,
    async shorten(req) {
      const reply = await complete(req, req.texts, {
        system: shortenSystemPrompt(req.language),
        user: shortenUserMessage(req.language, req.texts, req.maxCharacters),
      });
      if (!reply.ok)
        throw new ProviderError("openai", "bad_response", `openai reply unusable: ${reply.problem}`);
      return reply.translations;
    },
    translate: (req) =>
      skippingBlanks(req.texts, async (texts) => {
        const batches = groupTexts(texts, maxBatchSize, MAX_PROMPT_BYTES);
        return (
          await allOrNothing(
            batches,
            (batch, signal) => translateBatch({ ...req, signal }, batch, 0),
            req.signal,
          )
        ).flat();
      }),
  };
}

function toProviderError(error: unknown, signal: AbortSignal | undefined): unknown {
  if (signal?.aborted) return signal.reason;
  if (error instanceof OpenAI.APIConnectionTimeoutError) {
    return new ProviderError("openai", "timeout", "openai did not answer in time", { cause: error });
  }
  if (error instanceof OpenAI.APIConnectionError) {
    return new ProviderError("openai", "network", `openai unreachable: ${error.message}`, { cause: error });
  }
  if (!(error instanceof OpenAI.APIError) || error.status === undefined) return error;
  const retryAfterMs = retryAfter(error.headers);
  return new ProviderError("openai", kindFor(error), `openai answered ${error.status}: ${error.message}`, {
    status: error.status,
    cause: error,
    ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
  });
}

function kindFor(error: InstanceType<typeof OpenAI.APIError>): ProviderErrorKind {
  const status = error.status ?? 0;
  // Billing, not pace: waiting does not help, another service might.
  if (status === 429 && error.code === "insufficient_quota") return "quota_exceeded";
  if (status === 429) return "rate_limited";
  if (status === 401 || status === 403) return "auth";
  if (status === 408) return "timeout";
  if (status === 409 || status >= 500) return "unavailable";
  return "bad_request";
}

function retryAfter(headers: Headers | undefined): number | undefined {
  const ms = Number(headers?.get("retry-after-ms") ?? Number.NaN);
  if (Number.isFinite(ms) && ms >= 0) return ms;
  return parseRetryAfter(headers?.get("retry-after"));
}
