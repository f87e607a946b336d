import type { StartTranslationBody, TranslationEstimate } from "@shared/api/translate";
import { FALLBACK_ORDER, type ServiceId } from "@shared/catalog";
import { ErrorCode } from "@shared/errors";
import { codePoints } from "@shared/quota";
import { segmentOptionsOf } from "@shared/translation/document";
import { AppError } from "../errors";
import { findFileContent, findOwnedFile } from "../files/repository";
import { contextOfJob } from "../jobs/options";
import type { DistinctText } from "../jobs/plan";
import { jobChain, planSending } from "../jobs/sendPlan";
import { cacheKeyOf } from "../jobs/store";
import { standingOf, usableServices } from "../policies/plan";
import { translationRefusals } from "../policies/translation";
import { quotaStatus } from "../providers/usage";
import { characterAllowance, charactersLeft, filesLeftToday, type QuotaCaller } from "../usage/quota";
import type { TranslationDeps } from "./admitTranslation";
import { contextColumns, resolveStart, startGlossary } from "./startTranslation";

/**
 * Typical seconds one request takes, measured against the real services (bench/ has the figures): MyMemory and
 * DeepL answer in about a second, an LLM writes its answer, about 60 characters a second on top of its latency.
 */
const SECONDS_PER_REQUEST: Record<ServiceId, { base: number; perCharacter: number }> = {
  mymemory: { base: 0.8, perCharacter: 0 },
  deepl: { base: 0.7, perCharacter: 0 },
  openai: { base: 1.5, perCharacter: 1 / 60 },
};

/**
 * What starting this translation would send and cost, without sending or spending anything: the job's own
 * segmenting, deduplication, cache lookup and batching (jobs/sendPlan.ts), and the rules a start passes, every
 * refusal listed rather than the first thrown.
 */
export async function estimateTranslation(
  deps: TranslationDeps,
  caller: QuotaCaller,
  fileId: string,
  input: StartTranslationBody,
): Promise<TranslationEstimate> {
  const now = deps.now?.() ?? new Date();
  const file = await findOwnedFile(deps.db, caller.owner, fileId);
  const reasons: string[] = [];
  let resolved: Awaited<ReturnType<typeof resolveStart>>;
  try {
    resolved = await resolveStart(deps, file, input);
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== ErrorCode.sourceLanguageUnknown) throw error;
    reasons.push(error.code);
    resolved = { source: "auto", collapse: input.collapse_rolling === true, subtitles: file.subtitle_count };
  }
  const standing = await standingOf(deps.db, caller.owner, now);
  const { plan } = standing;
  const filesLeft = await filesLeftToday(deps.db, caller, plan, now);
  const request = {
    service: input.service,
    source: resolved.source,
    target: input.target_language,
    collapseRolling: resolved.collapse,
    keepReadingSpeed: input.keep_reading_speed === true,
    subtitles: resolved.subtitles,
    filesLeftToday: filesLeft,
  };
  const refusals = translationRefusals(standing, file, request, deps.providers.configured(), now);
  reasons.push(...refusals.map((refusal) => refusal.code).filter((code) => !reasons.includes(code)));

  // The texts the job would send, read, segmented and deduplicated in the analysis pool: 100,000 cues took the
  // event loop for seconds. Its context and cache key are the job's, read of the row it would get.
  const planned = await deps.analysis.plan(
    file.filename,
    new Uint8Array(await findFileContent(deps.db, file.id)),
    {
      collapse_rolling: resolved.collapse,
      source_language: resolved.source,
      sentenceAware: input.sentence_aware,
      segmentOptions: segmentOptionsOf({
        lyrics: input.lyrics ?? null,
        sound_descriptions: input.sound_descriptions ?? null,
      }),
    },
  );
  const glossary = await startGlossary(deps.db, caller.owner.userId, input, resolved.source);
  const cacheKey = cacheKeyOf(contextOfJob(contextColumns(input, glossary)));
  const distinct: DistinctText[] = Array.from(planned.ends, (end, idx) => ({
    idx,
    text: planned.texts.slice(planned.ends[idx - 1] ?? 0, end),
    hash: planned.hashes.slice(idx * 64, idx * 64 + 64),
    cueIndexes: [],
    segmentIndex: 0,
  }));
  const { chain, usage } = await jobChain(
    deps.db,
    deps.providers,
    now.getTime(),
    input.service,
    usableServices(standing),
  );
  const first = deps.providers.get(chain[0] ?? input.service);
  const pair = { sourceLanguage: resolved.source, targetLanguage: input.target_language };
  const sending = first
    ? await planSending(deps.db, {
        first,
        pair,
        pending: distinct,
        batchSize: input.batch_size,
        cacheKey,
      })
    : { hits: [], hitTranslations: [], batches: [distinct] };
  const charactersOf = (texts: readonly { text: string }[]) =>
    texts.reduce((sum, t) => sum + codePoints(t.text), 0);
  const characters = sending.batches.reduce((sum, batch) => sum + charactersOf(batch), 0);
  const service = first?.id ?? input.service;
  const requestsPerBatch = sending.batches.map((batch) => first?.requestsFor(batch.map((t) => t.text)) ?? 0);
  const requests = requestsPerBatch.reduce((a, b) => a + b, 0);
  const timing = SECONDS_PER_REQUEST[service];
  // Requests leave `maxParallel` at a time: the file takes as many rounds as that divides into.
  const rounds = Math.ceil(requests / (first?.maxParallel ?? 1));
  const perRequest = timing.base + (timing.perCharacter * characters) / Math.max(1, requests);

  const monthly: TranslationEstimate["quota"]["monthly_characters_left_by_service"] = {};
  if (caller.owner.userId !== null) {
    for (const left of await charactersLeft(deps.db, caller.owner.userId, plan, deps.allowances, now)) {
      monthly[left.service] = left.left;
    }
  }
  const monthlyLeft = monthly[input.service];
  const paid = characterAllowance(deps.allowances, plan, input.service) !== undefined;
  if (paid && monthlyLeft !== undefined && monthlyLeft !== null && characters > monthlyLeft)
    reasons.push(ErrorCode.quotaExceeded);
  const daily: TranslationEstimate["quota"]["characters_left_today_by_service"] = {};
  for (const id of FALLBACK_ORDER) {
    const provider = deps.providers.get(id);
    if (!provider || !plan.services.includes(id)) continue;
    daily[id] = quotaStatus(usage.get(id), provider.dailyLimit ?? null, now.getTime()).remaining_today;
  }

  return {
    segments: planned.translatable,
    distinct_segments: distinct.length,
    characters,
    cached_characters: charactersOf(sending.hits),
    requests,
    estimated_seconds: Math.ceil(rounds * perRequest),
    service,
    allowed: reasons.length === 0,
    reasons,
    quota: {
      files_left_today: filesLeft,
      characters_left_today_by_service: daily,
      monthly_characters_left_by_service: monthly,
    },
  };
}
