import type { CueReport, ReportQuery, TranslationReport } from "@shared/api/report";
import {
  CUE_ISSUES,
  type CueIssue,
  FAILED_CUE_ISSUES,
  measureCue,
  readingIssues,
  readingLimits,
} from "@shared/readingLimits";
import { isShown } from "@shared/subtitles";
import type { Db } from "../db";
import type { ServiceId } from "../providers/types";
import type { JobView } from "./repository";
import { loadSegments, type StoredSegment } from "./store";
import type { TranslatedDocument } from "./translatedDocument";

/** What the job recorded of one shown cue: the rows of its segments, in order (none for music, empty cues). */
export interface ShownCue {
  /** Position among the shown cues: the report's and the review grid's index. */
  index: number;
  /** Position in the document's cues. */
  cueIndex: number;
  rows: StoredSegment[];
}

/** Each shown cue of a job's source with the rows the job stored for its segments. */
export function shownCues(
  { source, units }: Pick<TranslatedDocument, "source" | "units">,
  stored: readonly StoredSegment[],
): ShownCue[] {
  const byText = new Map(stored.map((row) => [row.source_text, row]));
  const rowsOf = new Map<number, StoredSegment[]>();
  // What was sent: a sentence joined over several cues is one row, which each of its cues reports.
  for (const unit of units) {
    const row = unit.translatable ? byText.get(unit.text) : undefined;
    if (!row) continue;
    for (const cueIndex of new Set(unit.cueIndexes)) {
      const rows = rowsOf.get(cueIndex) ?? [];
      rows.push(row);
      rowsOf.set(cueIndex, rows);
    }
  }
  const cues: ShownCue[] = [];
  source.cues.forEach((cue, cueIndex) => {
    if (isShown(cue)) cues.push({ index: cues.length, cueIndex, rows: rowsOf.get(cueIndex) ?? [] });
  });
  return cues;
}

/**
 * The quality report of a completed job: what the runner recorded per text (service, cache, repaired tags,
 * refusals and echoes, wrong language, shortening), and what the translated cues measure against the reading
 * limits of the target script, or the caller's own.
 */
export async function buildReport(
  db: Db,
  job: JobView,
  documents: TranslatedDocument,
  query: ReportQuery,
): Promise<TranslationReport> {
  const limits = { ...readingLimits(job.target_language), ...definedOf(query) };
  const misses = new Set(documents.glossaryMisses);
  const cues = shownCues(documents, await loadSegments(db, job.id)).map(({ index, cueIndex, rows }) => {
    const cue = documents.translated.cues[cueIndex];
    const measures = cue
      ? measureCue(cue.text, cue.end - cue.start)
      : { cps: 0, max_line_length: 0, lines: 0 };
    const flagged = new Set<CueIssue>();
    for (const row of rows) {
      if (row.flag) flagged.add(row.flag);
      if (row.repaired) flagged.add("tags_repaired");
    }
    for (const issue of readingIssues(measures, limits)) flagged.add(issue);
    if (misses.has(cueIndex)) flagged.add("glossary_miss");
    const last = rows[rows.length - 1];
    return {
      index,
      // A cue sent in several segments is counted for the service of its last one, as the job's services_used is.
      service: last?.service ?? null,
      cached: rows.length > 0 && rows.every((row) => row.status === "cached"),
      shortened: rows.some((row) => Boolean(row.shortened)),
      ...measures,
      issues: CUE_ISSUES.filter((issue) => flagged.has(issue)),
    } satisfies CueReport;
  });
  return { job_id: job.id, target_language: job.target_language, limits, summary: summarize(cues), cues };
}

function summarize(cues: readonly CueReport[]): TranslationReport["summary"] {
  const count = (test: (cue: CueReport) => boolean) => cues.reduce((n, cue) => n + (test(cue) ? 1 : 0), 0);
  const has = (issue: CueIssue) => count((cue) => cue.issues.includes(issue));
  const failed = (cue: CueReport) => FAILED_CUE_ISSUES.some((issue) => cue.issues.includes(issue));
  const byService: Partial<Record<ServiceId, number>> = {};
  for (const cue of cues) {
    if (cue.service && !failed(cue)) byService[cue.service] = (byService[cue.service] ?? 0) + 1;
  }
  return {
    cues: cues.length,
    translated: count((cue) => cue.service !== null && !failed(cue)),
    untranslated: count(failed),
    cached: count((cue) => cue.cached),
    refused: has("refused"),
    wrong_language: has("wrong_language"),
    tags_repaired: has("tags_repaired"),
    shortened: count((cue) => cue.shortened),
    over_cps: has("over_cps"),
    over_line_length: has("over_line_length"),
    too_many_lines: has("too_many_lines"),
    by_service: byService,
  };
}

function definedOf(query: ReportQuery) {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));
}
