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
}

/**
 * The Style…Effect runs of a file in a character trie, walked in place: scripts alternate among a few styles and
 * speakers, so an event's run is nearly always one already seen, and one walk over its characters both finds its
 * end and names it, without slicing its fields, hashing or comparing it again (each character read from the file
 * costs more than the table steps). A plain object from one literal, for the reason `EventReader` is.
 */
export interface RunTable {
  readonly commas: number;
  /** Per node (0 is the root): the character leading to it, its first child and its next sibling (0: none). */
  readonly code: number[];
  readonly child: number[];
  readonly sibling: number[];
  /** The run ending at a node, after its last comma. */
  readonly runs: (Run | undefined)[];
}

export function runTable(commas: number): RunTable {
  return { commas, code: [0], child: [0], sibling: [0], runs: [undefined] };
}

/** The run at s[p] (its last comma within le) if seen before, else undefined; read in `ascii`, the bytes of s,
 * when it is ASCII (see `TextPieces`). */
export function findRun(
  t: RunTable,
  s: string,
  ascii: Uint8Array | undefined,
  p: number,
  le: number,
): Run | undefined {
  let node = 0;
  let commas = t.commas;
  for (let i = p; i < le; i++) {
    const c = ascii === undefined ? s.charCodeAt(i) : (ascii[i] as number);
    const k = childOf(t, node, c);
    if (k === 0) return undefined;
    if (c === 44 && --commas === 0) return t.runs[k];
    node = k;
  }
  return undefined;
}

function childOf(t: RunTable, node: number, c: number): number {
  let k = t.child[node] as number;
  while (k !== 0 && t.code[k] !== c) k = t.sibling[k] as number;
  return k;
}

/** Adds a run `findRun` missed, with its field values. */
export function addRun(t: RunTable, text: string, values: readonly string[]): Run {
  const run: Run = {
    text,
    values,
    records: new Map(),
    dialogue: undefined,
    dialoguePre: "",
    comment: undefined,
    commentPre: "",
  };
  let node = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    let k = childOf(t, node, c);
    if (k === 0) {
      k = t.code.length;
      t.code.push(c);
      t.child.push(0);
      t.sibling.push(t.child[node] as number);
      t.runs.push(undefined);
      t.child[node] = k;
    }
    node = k;
  }
  t.runs[node] = run;
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
