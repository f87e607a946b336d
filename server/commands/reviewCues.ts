import type { CueEdit, RetranslateBody } from "@shared/api/translate";
import { shownCuePositions } from "@shared/cueEdits";
import { ErrorCode } from "@shared/errors";
import { maxLineLength } from "@shared/quality";
import { codePoints } from "@shared/quota";
import { applyTranslations, extractSegments } from "@shared/subtitles";
import type { Clock } from "../clock";
import { AppError } from "../errors";
import { findFile } from "../files/repository";
import { saveCueEdits } from "../jobs/cueEdits";
import { createDispatcher, TranslationFailedError } from "../jobs/dispatch";
import type { Owner } from "../policies/owner";
import { standingOf, usableServices } from "../policies/plan";
import { assertMayTranslate } from "../policies/translation";
import type { ServiceId } from "../providers/types";
import { dailyBudget } from "../providers/usage";
import { giveBackSpend } from "../usage/counters";
import { type QuotaCaller, spendCharacters, type UsageReading } from "../usage/quota";
import type { TranslationDeps } from "./admitTranslation";
import { loadCompletedJob } from "./exportTranslation";

// The review editor's two writes on a finished job (issue 38 item 4): a cue typed by the user, and cues translated
// again with another service. Both are kept per shown cue, over the job's stored segments, and every export reads them.

/** Checks that `index` is one of the job's shown cues. */
function assertCue(positions: readonly number[], index: number): void {
  if (index >= positions.length) throw new AppError(ErrorCode.notFound, `The job has no cue ${index}`);
}

/** PATCH /translate/job/{id}/cues/{index}: the cue's whole text, as the user wrote it. */
export async function editCue(
  deps: Pick<TranslationDeps, "db" | "documents" | "now">,
  owner: Owner,
  jobId: string,
  index: number,
  text: string,
): Promise<CueEdit> {
  const { documents } = await loadCompletedJob(deps.db, deps.documents, owner, jobId);
  assertCue(shownCuePositions(documents.source), index);
  const edit: CueEdit = {
    index,
    text,
    service: null,
    updated_at: (deps.now?.() ?? new Date()).toISOString(),
  };
  await saveCueEdits(deps.db, jobId, [edit]);
  return edit;
}

/**
 * POST /translate/job/{id}/retranslate: the cues' source segments sent again through the jobs' dispatcher (the
 * same providers, daily budget and fallback chain, the chosen service first), then written back into each cue as
 * a job writes them. It passes the plan's rules of now as a start does, and its characters count on the plan's
 * monthly allowance of the service, spent before anything is sent and given back if no service answers; it does
 * not count as a file of the day, which the job already did.
 */
export async function retranslateCues(
  deps: TranslationDeps & { clock: Clock },
  caller: QuotaCaller,
  jobId: string,
  input: RetranslateBody,
): Promise<{ cues: CueEdit[]; readings: UsageReading[] }> {
  const now = deps.now?.() ?? new Date();
  const { job, documents } = await loadCompletedJob(deps.db, deps.documents, caller.owner, jobId);
  const source = documents.source;
  const positions = shownCuePositions(source);
  const indexes = [...new Set(input.indexes)].sort((a, b) => a - b);
  for (const index of indexes) assertCue(positions, index);
  const file = await findFile(deps.db, job.file_id);
  if (!file) throw new AppError(ErrorCode.notFound, "The subtitle file is no longer available");
  const standing = await standingOf(deps.db, caller.owner, now);
  assertMayTranslate(
    standing,
    file,
    {
      service: input.service,
      source: job.source_language,
      target: job.target_language,
      subtitles: job.total_subtitles,
      filesLeftToday: null,
    },
    deps.providers.configured(),
    now,
  );

  // The chosen cues alone, as a document of their own: their segments are the ones a job sent for them.
  const picked = {
    ...source,
    cues: indexes.map((i) => source.cues[positions[i] as number] as (typeof source.cues)[number]),
  };
  const segments = extractSegments(picked);
  const texts = [...new Set(segments.filter((s) => s.translatable).map((s) => s.text))];
  const characters = texts.reduce((sum, text) => sum + codePoints(text), 0);
  const spent = await deps.db.transaction((trx) =>
    spendCharacters(trx, {
      caller,
      plan: standing.plan,
      service: input.service,
      characters,
      allowances: deps.allowances,
      now,
    }),
  );
  let translated = new Map<string, string>();
  let service: ServiceId = input.service;
  if (texts.length > 0) {
    const dispatcher = createDispatcher({
      providers: deps.providers,
      chain: deps.providers.fallbackChain(input.service, usableServices(standing)),
      sourceLanguage: job.source_language,
      targetLanguage: job.target_language,
      context: { ...(job.context && { description: job.context }), ...(job.genre && { genre: job.genre }) },
      signal: AbortSignal.timeout(120_000),
      budget: dailyBudget(deps.db, deps.providers, deps.clock),
    });
    try {
      const result = await dispatcher.translate(texts);
      translated = new Map(texts.map((text, i) => [text, result.translations[i] ?? text]));
      service = result.service;
    } catch (error) {
      if (spent) await giveBackSpend(deps.db, spent.spend);
      if (error instanceof TranslationFailedError)
        throw new AppError(ErrorCode.serviceUnavailable, error.message);
      throw error;
    }
  }
  const applied = applyTranslations(
    picked,
    segments.map((s) => (s.translatable ? (translated.get(s.text) ?? null) : null)),
    { maxLineLength: maxLineLength(job.target_language) },
  ).document;
  const at = now.toISOString();
  const cues = indexes.map((index, i) => ({
    index,
    text: applied.cues[i]?.text ?? "",
    service,
    updated_at: at,
  }));
  await saveCueEdits(deps.db, jobId, cues);
  return { cues, readings: spent ? [spent.reading] : [] };
}
