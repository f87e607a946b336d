import { FORMATS, READABLE_FORMATS } from "../catalog";
import { normalizeNewlines, type SourceText } from "./text";
import type { SubtitleFormat } from "./types";

/** Lines looked at when sniffing; real files show their format within the first few cues. */
const SNIFF_LINES = 200;
const SNIFF_FIRST = 8192;
const SNIFF_CHARS = 65536;
/** Votes after which one format is certain enough to stop looking: a dozen cues that agree, or three that agree
 * with the file name's extension too (not ASS: its headers vote ten at once, and SSA shows on a later line). */
const DECISIVE_VOTES = 12;
const DECISIVE_WITH_NAME = 3;

/** Extension (without the dot) → format, from the catalog; a .sub names MicroDVD (SubViewer is told by its content). */
const EXTENSIONS: Record<string, SubtitleFormat> = {
  ...Object.fromEntries(
    READABLE_FORMATS.filter((id) => FORMATS[id].offered).map((id) => [FORMATS[id].extension.slice(1), id]),
  ),
  webvtt: "vtt",
};

const SRT_TIMING = /^\s*\d+:\d{1,2}(:\d{1,2})?([,.:]\d+)?\s*-->\s*\d+:\d{1,2}/;
const MICRODVD = /^\{-?\d+\}\{-?\d*\}/;
const SUBVIEWER_TIMING = /^\d{1,2}:\d{2}:\d{2}\.\d{2},\d{1,2}:\d{2}:\d{2}\.\d{2}\s*$/;
const SBV_TIMING = /^\d+:\d{2}:\d{2}\.\d{3},\d+:\d{2}:\d{2}\.\d{3}\s*$/;
const ASS_SECTION = /^\s*\[(Script Info|V4\+? Styles|Events)\]/i;
const ASS_EVENT = /^\s*(Dialogue|Comment):[^,]*,\s*\d+:\d{2}:\d{2}/;

/**
 * Guesses the format from the content: each recognisable line votes for a format, the most votes win, and the
 * file name's extension only breaks ties. Returns null when nothing looks like a subtitle. Looks at the first
 * 8 KB, and at the first 64 KB (of text in pieces: the first piece) only when those were not decisive.
 */
export function detectFormat(source: SourceText, filename?: string): SubtitleFormat | null {
  const input = typeof source === "string" ? source : (source.pieces[0] ?? "");
  if (input.startsWith("WEBVTT") || input.startsWith("\uFEFFWEBVTT")) return "vtt";
  const preferred = extensionFormat(filename);
  let tally = sniff(input, SNIFF_FIRST, preferred);
  if (!tally.decided && input.length > SNIFF_FIRST) tally = sniff(input, SNIFF_CHARS, preferred);
  let best: SubtitleFormat | null = null;
  let bestVotes = 0;
  for (const [format, n] of tally.votes) {
    if (n > bestVotes || (n === bestVotes && format === preferred)) {
      best = format;
      bestVotes = n;
    }
  }
  if (best === "ass" && tally.ssa) return "ssa";
  return best;
}

interface Tally {
  votes: Map<SubtitleFormat, number>;
  leader: number;
  decided: boolean;
  ssa: boolean;
}

function sniff(input: string, chars: number, preferred: SubtitleFormat | null): Tally {
  const text = normalizeNewlines(input.length > chars ? input.slice(0, chars) : input);
  const tally: Tally = { votes: new Map(), leader: 0, decided: false, ssa: false };
  const vote = (f: SubtitleFormat, n = 1) => {
    const v = (tally.votes.get(f) ?? 0) + n;
    tally.votes.set(f, v);
    if (v > tally.leader) tally.leader = v;
    const needed = f === preferred && f !== "ass" ? DECISIVE_WITH_NAME : DECISIVE_VOTES;
    if (v >= needed && v === tally.leader) tally.decided = true;
  };
  let seen = 0;
  let pos = 0;
  while (pos < text.length && seen < SNIFF_LINES && !tally.decided) {
    let end = text.indexOf("\n", pos);
    if (end === -1) end = text.length;
    let start = pos;
    pos = end + 1;
    while (start < end && (text.charCodeAt(start) <= 32 || text.charCodeAt(start) === 0xfeff)) start++;
    if (start === end) continue;
    seen++;
    // Dispatch on the first visible character so that ordinary text lines cost no regex at all.
    const first = text.charCodeAt(start);
    // Most lines are cue text: sliced only when their first character makes them a candidate.
    if (first >= 48 && first <= 57) {
      const line = text.slice(start, end);
      if (line.includes("-->")) {
        if (SRT_TIMING.test(line)) vote("srt");
      } else if (line.includes(",")) {
        if (SUBVIEWER_TIMING.test(line)) vote("subviewer");
        else if (SBV_TIMING.test(line)) vote("sbv");
      }
    } else if (first === 91 /* [ */) {
      const line = text.slice(start, end);
      if (ASS_SECTION.test(line)) {
        if (/^\[V4 Styles\]/i.test(line)) tally.ssa = true;
        vote("ass", 10);
        // SubViewer's own sections: its timing lines can look like SBV's (three fraction digits), these cannot.
      } else if (/^\[(INFORMATION|SUBTITLE)\]/i.test(line)) vote("subviewer", 100);
    } else if (first === 123 /* { */) {
      if (MICRODVD.test(text.slice(start, end))) vote("sub");
    } else if (first === 87 /* W */) {
      if (seen <= 3 && /^WEBVTT(\s|$)/.test(text.slice(start, end))) vote("vtt", 100);
    } else if (first === 83 || first === 115 /* S s */) {
      if (/^ScriptType:\s*v4\.00\s*$/i.test(text.slice(start, end))) {
        tally.ssa = true;
        vote("ass", 10);
      }
    } else if (first === 68 || first === 67 /* D C */) {
      if (ASS_EVENT.test(text.slice(start, end))) vote("ass");
    }
  }
  return tally;
}

/** The format a file name's extension suggests (`.sub` is MicroDVD; SubViewer is recognised by content). */
export function extensionFormat(filename?: string): SubtitleFormat | null {
  const dot = filename?.lastIndexOf(".") ?? -1;
  if (!filename || dot < 0) return null;
  return EXTENSIONS[filename.slice(dot + 1).toLowerCase()] ?? null;
}
