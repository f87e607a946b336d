import { normalizeNewlines } from "./text";
import type { SubtitleFormat } from "./types";

/** Lines looked at when sniffing; real files show their format within the first few cues. */
const SNIFF_LINES = 200;
const SNIFF_CHARS = 65536;
/** Votes after which one format is certain enough to stop looking (a dozen cues that agree). */
const DECISIVE_VOTES = 12;

const EXTENSIONS: Record<string, SubtitleFormat> = {
  srt: "srt",
  vtt: "vtt",
  webvtt: "vtt",
  ass: "ass",
  ssa: "ssa",
  sub: "sub",
  sbv: "sbv",
};

const SRT_TIMING = /^\s*\d+:\d{1,2}(:\d{1,2})?([,.:]\d+)?\s*-->\s*\d+:\d{1,2}/;
const MICRODVD = /^\{-?\d+\}\{-?\d*\}/;
const SUBVIEWER_TIMING = /^\d{1,2}:\d{2}:\d{2}\.\d{2},\d{1,2}:\d{2}:\d{2}\.\d{2}\s*$/;
const SBV_TIMING = /^\d+:\d{2}:\d{2}\.\d{3},\d+:\d{2}:\d{2}\.\d{3}\s*$/;
const ASS_SECTION = /^\s*\[(Script Info|V4\+? Styles|Events)\]/i;
const ASS_EVENT = /^\s*(Dialogue|Comment):\s*[^,]*,\s*\d+:\d{2}:\d{2}/;

/**
 * Guesses the format from the content: each recognisable line votes for a format, the most votes win, and the
 * file name's extension only breaks ties. Returns null when nothing looks like a subtitle.
 */
export function detectFormat(input: string, filename?: string): SubtitleFormat | null {
  const text = normalizeNewlines(input.length > SNIFF_CHARS ? input.slice(0, SNIFF_CHARS) : input);
  if (text.startsWith("WEBVTT")) return "vtt";
  const votes = new Map<SubtitleFormat, number>();
  let leader = 0;
  const vote = (f: SubtitleFormat, n = 1) => {
    const v = (votes.get(f) ?? 0) + n;
    votes.set(f, v);
    if (v > leader) leader = v;
  };
  let ssa = false;
  let seen = 0;
  let pos = 0;
  while (pos < text.length && seen < SNIFF_LINES && leader < DECISIVE_VOTES) {
    let end = text.indexOf("\n", pos);
    if (end === -1) end = text.length;
    const line = text.slice(pos, end).replace(/^\uFEFF/, "");
    pos = end + 1;
    if (line.trim() === "") continue;
    seen++;
    // Dispatch on the first visible character so that ordinary text lines cost no regex at all.
    const first = line.charCodeAt(line.length - line.trimStart().length);
    if (first >= 48 && first <= 57) {
      if (SUBVIEWER_TIMING.test(line)) vote("subviewer");
      else if (SBV_TIMING.test(line)) vote("sbv");
      else if (line.includes("-->") && SRT_TIMING.test(line)) vote("srt");
    } else if (first === 91 /* [ */) {
      if (ASS_SECTION.test(line)) {
        if (/^\s*\[V4 Styles\]/i.test(line)) ssa = true;
        vote("ass", 10);
      } else if (/^\[INFORMATION\]/i.test(line)) vote("subviewer", 10);
    } else if (first === 123 /* { */) {
      if (MICRODVD.test(line)) vote("sub");
    } else if (seen <= 3 && /^\s*WEBVTT(\s|$)/.test(line)) vote("vtt", 100);
    else if (/^\s*ScriptType:\s*v4\.00\s*$/i.test(line)) {
      ssa = true;
      vote("ass", 10);
    } else if (ASS_EVENT.test(line)) vote("ass");
  }
  let best: SubtitleFormat | null = null;
  let bestVotes = 0;
  const preferred = extensionFormat(filename);
  for (const [format, n] of votes) {
    if (n > bestVotes || (n === bestVotes && format === preferred)) {
      best = format;
      bestVotes = n;
    }
  }
  if (best === "ass" && ssa) return "ssa";
  return best;
}

/** The format a file name's extension suggests (`.sub` is MicroDVD; SubViewer is recognised by content). */
export function extensionFormat(filename?: string): SubtitleFormat | null {
  const dot = filename?.lastIndexOf(".") ?? -1;
  if (!filename || dot < 0) return null;
  return EXTENSIONS[filename.slice(dot + 1).toLowerCase()] ?? null;
}
