import type { ReportQuery, TranslationReport } from "@shared/api/report";
import { readingLimits } from "@shared/readingLimits";
import { reportCues } from "@shared/translation/report";
import type { Db } from "../db";
import type { JobView } from "./repository";
import { loadSegments } from "./store";
import type { TranslatedDocument } from "./translatedDocument";

/**
 * The quality report of a completed job (shared/translation/report.ts, the device's too): what the runner recorded
 * per text, and what the translated cues measure against the reading limits of the target script, or the caller's
 * own.
 */
export async function buildReport(
  db: Db,
  job: JobView,
  documents: TranslatedDocument,
  query: ReportQuery,
): Promise<TranslationReport> {
  const limits = { ...readingLimits(job.target_language), ...definedOf(query) };
  const { cues, summary } = reportCues(documents, await loadSegments(db, job.id), limits);
  return { job_id: job.id, target_language: job.target_language, limits, summary, cues };
}

function definedOf(query: ReportQuery) {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));
}
