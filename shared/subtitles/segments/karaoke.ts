import { type MarkupToken, pushText } from "../markup/tokens";

/**
 * ASS karaoke: syllable timings (`{\k25}`, `\K`, `\kf`, `\ko`, in centiseconds) time the sung syllables, which a
 * translation no longer has. Rule (DECISIONS.md): a karaoke line is translated like any other, without its
 * syllable timings, and a translated line gets one timing tag of the first syllable's kind spanning the sum of
 * the syllables, at its start, so the highlight still runs over the sung time and never sits piled at the end.
 * It is not kept untranslated as romanised lyrics: a few sung syllables in Latin script cannot be told from
 * lyrics in the file's own language, and a guess would leave whole songs untranslated; a line the service gives
 * back unchanged (romaji it could not translate) keeps every syllable timing.
 */
export interface Karaoke {
  /** The cue's tokens without syllable timings (blocks left empty are gone, the syllables joined up again). */
  tokens: MarkupToken[];
  /** The one timing block written first in a translated cue (`{\kf210}`), or "" when the cue has no karaoke. */
  timing: string;
}

// `\kt` (a syllable's absolute start) is not a duration and stays where it is.
const TIMING = /\\(kf|ko|k|K)(\d+(?:\.\d+)?)/g;
const HAS_TIMING = /\\(?:kf|ko|k|K)\d/;

/** A cue's tokens without its syllable timings, and the one timing tag that stands for them. */
export function karaokeOf(tokens: readonly MarkupToken[]): Karaoke {
  let kind = "";
  let total = 0;
  const out: MarkupToken[] = [];
  for (const token of tokens) {
    if (token.kind !== "tag" || !token.raw.startsWith("{") || !HAS_TIMING.test(token.raw)) {
      if (token.kind === "text") pushText(out, token.raw, token.text);
      else out.push(token);
      continue;
    }
    const raw = token.raw.replace(TIMING, (_, tag: string, duration: string) => {
      kind ||= tag;
      total += Number(duration);
      return "";
    });
    if (raw !== "{}") out.push({ ...token, raw });
  }
  return { tokens: out, timing: kind === "" ? "" : `{\\${kind}${Math.round(total)}}` };
}
