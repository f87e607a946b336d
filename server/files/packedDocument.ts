import { setImmediate as nextTurn } from "node:timers/promises";
import { deserialize, serialize } from "node:v8";
import type { Cue, ParseResult, SubtitleDocument } from "@shared/subtitles";

/**
 * A parsed document as the analysis threads hand it over: v8-serialized in one transferable buffer, its cues in
 * slices of CUES_PER_SLICE. Receiving a document as objects cost the event loop 160 ms for 100,000 cues and 480 ms
 * for a 30 MB file (structured clone rebuilds them all at once); this moves without a copy, a page of cues reads one
 * or two slices, and a whole document is rebuilt a slice per turn of the event loop. Its size is the bytes it holds.
 */
export interface PackedDocument {
  /** The document without its cues, then each slice of cues, back to back. */
  buffer: ArrayBuffer;
  /** Where each part starts in `buffer`, and where the last ends. */
  offsets: number[];
  cueCount: number;
}

const CUES_PER_SLICE = 1000;

/**
 * In the analysis thread. What only reading tells (diagnostics, encoding) stays behind: the upload stored it, and
 * jobs and pages read the document's cues and format fields.
 */
export function packDocument(parsed: ParseResult): PackedDocument {
  const { cues, diagnostics, encoding, bom, ...document } = parsed;
  const parts = [serialize(document satisfies Omit<SubtitleDocument, "cues">)];
  for (let from = 0; from < cues.length; from += CUES_PER_SLICE)
    parts.push(serialize(cues.slice(from, from + CUES_PER_SLICE)));
  const offsets = [0];
  for (const part of parts) offsets.push((offsets.at(-1) as number) + part.length);
  const bytes = new Uint8Array(offsets.at(-1) as number);
  for (const [i, part] of parts.entries()) bytes.set(part, offsets[i]);
  return { buffer: bytes.buffer, offsets, cueCount: cues.length };
}

function part(packed: PackedDocument, index: number): unknown {
  const start = packed.offsets[index] as number;
  return deserialize(new Uint8Array(packed.buffer, start, (packed.offsets[index + 1] as number) - start));
}

/** The cues from `from` (included) to `to` (excluded), reading only the slices that hold them. */
export function unpackCues(packed: PackedDocument, from: number, to: number): Cue[] {
  const cues: Cue[] = [];
  const end = Math.min(to, packed.cueCount);
  for (let slice = Math.floor(from / CUES_PER_SLICE); slice * CUES_PER_SLICE < end; slice++) {
    const first = slice * CUES_PER_SLICE;
    const held = part(packed, slice + 1) as Cue[];
    cues.push(...held.slice(Math.max(0, from - first), end - first));
  }
  return cues;
}

/** The whole document, a slice of cues per turn of the event loop, so that other requests are answered meanwhile. */
export async function unpackDocument(packed: PackedDocument): Promise<SubtitleDocument> {
  const document = part(packed, 0) as Omit<SubtitleDocument, "cues">;
  const cues: Cue[] = [];
  for (let slice = 1; slice < packed.offsets.length - 1; slice++) {
    for (const cue of part(packed, slice) as Cue[]) cues.push(cue);
    await nextTurn();
  }
  return { ...document, cues };
}
