import { codePoints } from "@shared/quota";
import { createLimiter, type Limiter } from "../providers/limiter";
import type { ProviderRegistry } from "../providers/registry";
import { isProviderError, ProviderError, type ServiceId, type TranslationContext } from "../providers/types";
import type { DailyBudget } from "../providers/usage";
import { chunk } from "./plan";

export interface ServiceFailure {
  service: ServiceId;
  kind: string;
  message: string;
}

/** Every service of the chain failed (or one failed in a way no other service could fix). */
export class TranslationFailedError extends Error {
  constructor(readonly failures: ServiceFailure[]) {
    super(failures.map((f) => `${f.service} failed (${f.kind}): ${f.message}`).join("; "));
    this.name = "TranslationFailedError";
  }
}

export interface DispatchOptions {
  providers: ProviderRegistry;
  /** Services in the order to use them; the first is the one the job asked for. */
  chain: ServiceId[];
  sourceLanguage: string;
  targetLanguage: string;
  context: TranslationContext;
  /** Aborts everything at once, requests in flight included (cancel). */
  signal: AbortSignal;
  /** Stops sending new requests while those in flight finish and get stored (graceful shutdown). */
  drain?: AbortSignal;
  /** The server's daily count per service; without it nothing is counted (tests of the dispatch alone). */
  budget?: DailyBudget;
}

export interface DispatchResult {
  service: ServiceId;
  translations: string[];
}

/**
 * Sends batches to the current service of the chain, at most `maxParallel` requests per service at once. When a
 * service fails for a reason that is not the user's fault, it is dropped for the rest of the job: the failed batch
 * and every batch after it go to the next service.
 */
export function createDispatcher(opts: DispatchOptions) {
  const limiters = new Map<ServiceId, Limiter>();
  const failures: ServiceFailure[] = [];
  /** Services dropped for the rest of the job: each failed for a reason another service may not have. */
  const dropped = new Set<ServiceId>();
  /** The first service of the chain, from position `from` on, that is still in use. */
  const serviceFrom = (from: number) => opts.chain.slice(from).find((id) => !dropped.has(id));

  function provider(service: ServiceId) {
    const p = opts.providers.get(service);
    if (!p)
      throw new TranslationFailedError([...failures, { service, kind: "auth", message: "not configured" }]);
    return p;
  }

  function limiter(service: ServiceId): Limiter {
    let s = limiters.get(service);
    if (!s) {
      s = createLimiter(provider(service).maxParallel);
      limiters.set(service, s);
    }
    return s;
  }

  function dropService(service: ServiceId, error: ProviderError) {
    if (dropped.has(service)) return;
    failures.push({ service, kind: error.kind, message: error.message });
    dropped.add(service);
  }

  async function callService(service: ServiceId, texts: string[], context: TranslationContext) {
    const p = provider(service);
    const parts = chunk(texts, p.maxBatchSize);
    const outs = await Promise.all(
      parts.map((part) =>
        limiter(service).run(async () => {
          // The chain may have moved on while this request waited for its turn.
          if (opts.drain?.aborted) throw new DrainedError();
          if (dropped.has(service)) throw new MovedOn();
          const characters = part.reduce((sum, text) => sum + codePoints(text), 0);
          const taken = opts.budget ? await opts.budget.take(service, characters) : undefined;
          try {
            if (taken === null) {
              throw new ProviderError(service, "quota_exceeded", "The server's daily quota for it is spent");
            }
            const out = await p.translate({
              sourceLanguage: opts.sourceLanguage,
              targetLanguage: opts.targetLanguage,
              texts: part,
              context,
              signal: opts.signal,
            });
            if (out.length !== part.length) {
              throw new ProviderError(service, "bad_response", `${out.length} texts for ${part.length}`);
            }
            return out;
          } catch (error) {
            // Before the slot is released, so no batch waiting for it is sent to a service that just failed.
            if (isProviderError(error) && !error.userFault) dropService(service, error);
            await taken?.giveBack();
            throw error;
          }
        }, opts.signal),
      ),
    );
    return outs.flat();
  }

  /**
   * Translates with the chain's current service; `after` starts past a service whose answers for these texts were
   * refusals or echoes (server/jobs/translatePending.ts), without dropping it for the job's other texts.
   */
  async function translate(
    texts: string[],
    neighbours: Pick<TranslationContext, "before" | "after" | "speakers"> = {},
    after?: ServiceId,
  ) {
    const context = { ...opts.context, ...neighbours };
    const from = after === undefined ? 0 : opts.chain.indexOf(after) + 1;
    for (;;) {
      opts.signal.throwIfAborted();
      const service = serviceFrom(from);
      if (!service) throw new TranslationFailedError(failures);
      try {
        return { service, translations: await callService(service, texts, context) } satisfies DispatchResult;
      } catch (error) {
        opts.signal.throwIfAborted();
        if (error instanceof MovedOn) continue;
        if (!isProviderError(error)) throw error;
        if (error.userFault) {
          throw new TranslationFailedError([
            ...failures,
            { service, kind: error.kind, message: error.message },
          ]);
        }
        dropService(service, error);
      }
    }
  }

  /** Whether a service of the chain past `service` is still in use. */
  const hasAfter = (service: ServiceId) => serviceFrom(opts.chain.indexOf(service) + 1) !== undefined;

  return { translate, hasAfter, failures };
}

class MovedOn extends Error {}

/** The worker is shutting down: this batch was not sent and stays for whichever worker resumes the job. */
export class DrainedError extends Error {}
