import type { AssEventData } from "../types";

/** One Style…Effect combination seen in the file: its text, its field values and its records. */
export interface Run {
  /** The run as written, its final comma included. */
  readonly text: string;
  readonly values: readonly string[];
  /** Shared records by kind and the values of the fields before the run; the last one per kind kept at hand. */
  readonly records: Map<string, AssEventData>;
  dialogue: AssEventData | undefined;
  dialoguePre: string;
  comment: AssEventData | undefined;
  commentPre: string;
  next: Run | undefined;
}

/**
 * The Style…Effect runs of a file by a hash of their characters, compared in place: scripts alternate among a
 * few styles and speakers, so an event whose run changed is nearly always one already seen, found without
 * slicing its fields or building a key string. A plain object from one literal, for the reason `EventReader` is.
 */
export interface RunTable {
  readonly commas: number;
  readonly runs: Map<number, Run>;
  /** Hash and length of the run `findRun` last looked at (valid when it returned undefined after finding one). */
  hash: number;
  length: number;
}

export function runTable(commas: number): RunTable {
  return { commas, runs: new Map(), hash: 0, length: -1 };
}

/** The run at s[p] (its last comma within le) if seen before; else undefined, with `length` -1 when there is none. */
export function findRun(t: RunTable, s: string, p: number, le: number): Run | undefined {
  let h = 0;
  let commas = t.commas;
  let i = p;
  for (; i < le; i++) {
    const c = s.charCodeAt(i);
    if (c === 44 && --commas === 0) break;
    h = (h * 31 + c) | 0;
  }
  if (i >= le) {
    t.length = -1;
    return undefined;
  }
  const length = i + 1 - p;
  t.hash = h;
  t.length = length;
  let run = t.runs.get(h);
  while (run !== undefined && !(run.text.length === length && s.startsWith(run.text, p))) run = run.next;
  return run;
}

/** Adds the run `findRun` last missed, with its field values. */
export function addRun(t: RunTable, text: string, values: readonly string[]): Run {
  const run: Run = {
    text,
    values,
    records: new Map(),
    dialogue: undefined,
    dialoguePre: "",
    comment: undefined,
    commentPre: "",
    next: t.runs.get(t.hash),
  };
  t.runs.set(t.hash, run);
  return run;
}

/** The run's shared record for this kind and these values of the fields before it, if made already. */
export function runRecord(run: Run, dialogue: boolean, pre: string): AssEventData | undefined {
  if (dialogue) {
    if (run.dialogue !== undefined && run.dialoguePre === pre) return run.dialogue;
  } else if (run.comment !== undefined && run.commentPre === pre) return run.comment;
  const ass = run.records.get(recordKey(dialogue, pre));
  if (ass !== undefined) keepRecord(run, dialogue, pre, ass);
  return ass;
}

export function addRunRecord(run: Run, dialogue: boolean, pre: string, ass: AssEventData): void {
  run.records.set(recordKey(dialogue, pre), ass);
  keepRecord(run, dialogue, pre, ass);
}

const recordKey = (dialogue: boolean, pre: string) => `${dialogue ? "D" : "C"}${pre}`;

/** The record last used per kind, checked before the map: runs alternate, kinds and earlier fields rarely do. */
function keepRecord(run: Run, dialogue: boolean, pre: string, ass: AssEventData): void {
  if (dialogue) {
    run.dialogue = ass;
    run.dialoguePre = pre;
  } else {
    run.comment = ass;
    run.commentPre = pre;
  }
}
