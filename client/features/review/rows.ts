import type { CueReport } from "@shared/api/report";
import type { TranslationResult } from "@shared/api/translate";
import type { ServiceId } from "@shared/catalog";
import { shownCuePositions } from "@shared/cueEdits";
import {
  type CueIssue,
  measureCue,
  type ReadingLimits,
  readingIssues,
  readingLimits,
} from "@shared/readingLimits";

/** One row of the review grid: a shown cue, its original and its translation as every export writes it. */
export interface ReviewRow {
  /** Place among the shown cues, 0-based: the API's index; the grid shows it from 1. */
  index: number;
  start: number;
  end: number;
  original: string;
  translation: string;
  /** Who wrote the translation: a service, "edited" for the user's own text, null when nothing was sent. */
  by: ServiceId | "edited" | null;
  issues: CueIssue[];
  /** The edit is on this device only, waiting for the network. */
  pending: boolean;
  /** The cue numbers (from 1) of the sentence this cue was translated with, when it ran over several cues. */
  sentence: number[] | null;
}

export interface RowEdit {
  index: number;
  text: string;
  service: ServiceId | null;
  synced?: boolean;
}

/**
 * The grid's rows: the kept result's shown cues, the device's edits over them (they are newer than the result it
 * kept), each with its service and warnings from the quality report where there is one. Without the report (offline,
 * or a server without it), a job one service translated alone names it for every cue it changed.
 */
export function reviewRows(
  result: Pick<TranslationResult, "source" | "translated" | "edits" | "target_language" | "joined_cues">,
  edits: readonly RowEdit[],
  report: readonly CueReport[] | undefined,
  onlyService?: ServiceId,
  limits: ReadingLimits = readingLimits(result.target_language),
): ReviewRow[] {
  const positions = shownCuePositions(result.source);
  const byIndex = new Map<number, RowEdit>();
  for (const edit of result.edits ?? []) byIndex.set(edit.index, edit);
  for (const edit of edits) byIndex.set(edit.index, edit);
  const reports = new Map(report?.map((cue) => [cue.index, cue]));
  const sentences = sentencesByPosition(result.joined_cues ?? [], positions);
  return positions.map((position, index) => {
    const source = result.source.cues[position];
    const translated = result.translated.cues[position];
    const edit = byIndex.get(index);
    const reported = reports.get(index);
    const start = source?.start ?? 0;
    const end = source?.end ?? 0;
    const translation = edit?.text ?? translated?.text ?? "";
    const unreported = onlyService && translated?.text !== source?.text ? onlyService : null;
    return {
      index,
      start,
      end,
      original: source?.text ?? "",
      translation,
      by: edit ? (edit.service ?? "edited") : reported ? reported.service : unreported,
      // An edited cue's text is not the one the report read: what it found of the service's answer no longer
      // holds, and the reading figures are measured again.
      issues: edit ? readingIssues(measureCue(translation, end - start), limits) : (reported?.issues ?? []),
      pending: edit?.synced === false,
      sentence: sentences.get(position) ?? null,
    };
  });
}

/**
 * Each joined cue's sentence in the grid's numbers: joined_cues counts every cue of the file from 1, comments and
 * other hidden lines included, and the grid numbers the shown cues only.
 */
function sentencesByPosition(
  joined: readonly number[][],
  positions: readonly number[],
): Map<number, number[]> {
  const shownNumber = new Map(positions.map((position, index) => [position, index + 1]));
  const sentences = new Map<number, number[]>();
  for (const group of joined) {
    const cuePositions = group.map((cue) => cue - 1);
    const numbers = cuePositions.flatMap((position) => shownNumber.get(position) ?? []);
    for (const position of cuePositions) sentences.set(position, numbers);
  }
  return sentences;
}
