import { isRefusal } from "@shared/answerChecks";
import { codePoints } from "@shared/quota";
import { measureCue, readingLimits } from "@shared/readingLimits";
import { shownCues } from "@shared/translation/report";
import type { Knex } from "knex";
import type { DocumentCache } from "../files/documents";
import type { TranslationProvider } from "../providers/types";
import type { DailyBudget } from "../providers/usage";
import { chunk } from "./plan";
import { hasFailed, loadSegments, type StoredSegment, saveShortened } from "./store";
import { loadTranslatedDocument, type TranslatedJob } from "./translatedDocument";

/**
 * The keep-reading-speed option, once every text of the job is stored: each cue over the target's reading speed
 * (shared/readingLimits.ts) has its texts rewritten shorter by the LLM, each within its share of what the cue's
 * duration allows. Timings never change; a cue the LLM cannot bring under the limit stays as it is, and the report
 * flags it over_cps. Texts already shortened (a resumed job) are not sent again.
 */
export async function keepReadingSpeed(
  deps: { db: Knex; documents: DocumentCache; budget: DailyBudget },
  job: TranslatedJob,
  llm: TranslationProvider & Required<Pick<TranslationProvider, "shorten">>,
  signal: AbortSignal,
): Promise<void> {
  const documents = await loadTranslatedDocument(deps.db, deps.documents, job);
  if (!documents) return;
  const limits = readingLimits(job.target_language);
  const stored = await loadSegments(deps.db, job.id);
  // A text several cues share gets the smallest of their budgets.
  const budgets = new Map<number, { row: StoredSegment; max: number }>();
  for (const { cueIndex, rows } of shownCues(documents, stored)) {
    const cue = documents.translated.cues[cueIndex];
    if (!cue || rows.length === 0) continue;
    const duration = cue.end - cue.start;
    const measures = measureCue(cue.text, duration);
    if (measures.cps <= limits.max_cps) continue;
    // Each text of the cue gets the share of its length that brings the cue to the limit.
    const shrink = limits.max_cps / measures.cps;
    for (const row of rows) {
      if (row.shortened || hasFailed(row)) continue;
      const max = Math.max(1, Math.floor(codePoints(row.translated_text) * shrink));
      const known = budgets.get(row.idx);
      if (!known || max < known.max) budgets.set(row.idx, { row, max });
    }
  }
  for (const batch of chunk([...budgets.values()], llm.maxBatchSize)) {
    signal.throwIfAborted();
    const texts = batch.map((b) => b.row.translated_text);
    const taken = await deps.budget.take(
      llm.id,
      texts.reduce((sum, text) => sum + codePoints(text), 0),
    );
    if (taken === null) return;
    let answers: string[];
    try {
      answers = await llm.shorten({
        language: job.target_language,
        texts,
        maxCharacters: batch.map((b) => b.max),
        signal,
      });
    } catch (error) {
      await taken.giveBack();
      // The option is a best effort: the cues stay as translated, flagged over_cps in the report.
      if (signal.aborted) throw error;
      return;
    }
    const shortened = batch.flatMap((b, i) => {
      const answer = answers[i]?.trim() ?? "";
      const better = answer !== "" && codePoints(answer) < codePoints(b.row.translated_text);
      return better && !isRefusal(b.row.translated_text, answer) ? [{ idx: b.row.idx, text: answer }] : [];
    });
    await saveShortened(deps.db, job.id, shortened);
  }
}
