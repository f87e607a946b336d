import type { CueReport, ReportSummary } from "../api/report";
import {
  CUE_ISSUES,
  type CueIssue,
  FAILED_CUE_ISSUES,
  measureCue,
  type ReadingLimits,
  readingIssues,
} from "../readingLimits";
import { isShown, type SubtitleDocument, type TranslationUnit } from "../subtitles";
import type { TextFlag } from "./checks";

/** What a job recorded of one text it sent: the server's job_segments row, or the device's kept one. */
export interface RecordedText<S extends string> {
  source_text: string;
  service: S;
  /** "translated" during this job, or "cached" (taken from the translation cache). */
  status: "translated" | "cached";
  repaired: boolean | number;
  flag?: TextFlag | null;
  shortened?: boolean | number;
}

/** What the job recorded of one shown cue: the rows of its segments, in order (none for music, empty cues). */
export interface ShownCue<Row> {
  /** Position among the shown cues: the report's and the review grid's index. */
  index: number;
  /** Position in the document's cues. */
  cueIndex: number;
  rows: Row[];
}

/** Each shown cue of a job's source with the rows the job recorded for its texts. */
export function shownCues<Row extends { source_text: string }>(
  { source, units }: { source: SubtitleDocument; units: readonly TranslationUnit[] },
  recorded: readonly Row[],
): ShownCue<Row>[] {
  const byText = new Map(recorded.map((row) => [row.source_text, row]));
  const rowsOf = new Map<number, Row[]>();
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
  const cues: ShownCue<Row>[] = [];
  source.cues.forEach((cue, cueIndex) => {
    if (isShown(cue)) cues.push({ index: cues.length, cueIndex, rows: rowsOf.get(cueIndex) ?? [] });
  });
  return cues;
}

/** A cue's report, by a server's service or the device. */
export type CueReportOf<S extends string> = Omit<CueReport, "service"> & { service: S | null };
export type ReportSummaryOf<S extends string> = Omit<ReportSummary, "by_service"> & {
  by_service: Partial<Record<S, number>>;
};

/**
 * The quality report's cues and summary: what was recorded per text (service, cache, repaired tags, refusals and
 * echoes, wrong language, shortening, glossary misses), and what the translated cues measure against `limits`.
 * The server's report (server/jobs/report.ts) and the device's are this one function.
 */
export function reportCues<S extends string>(
  documents: {
    source: SubtitleDocument;
    translated: SubtitleDocument;
    units: readonly TranslationUnit[];
    glossaryMisses: readonly number[];
  },
  recorded: readonly RecordedText<S>[],
  limits: ReadingLimits,
): { cues: CueReportOf<S>[]; summary: ReportSummaryOf<S> } {
  const misses = new Set(documents.glossaryMisses);
  const cues = shownCues(documents, recorded).map(({ index, cueIndex, rows }) => {
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
    } satisfies CueReportOf<S>;
  });
  return { cues, summary: summarize(cues) };
}

function summarize<S extends string>(cues: readonly CueReportOf<S>[]): ReportSummaryOf<S> {
  const count = (test: (cue: CueReportOf<S>) => boolean) =>
    cues.reduce((n, cue) => n + (test(cue) ? 1 : 0), 0);
  const has = (issue: CueIssue) => count((cue) => cue.issues.includes(issue));
  const failed = (cue: CueReportOf<S>) => FAILED_CUE_ISSUES.some((issue) => cue.issues.includes(issue));
  const byService: Partial<Record<S, number>> = {};
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
