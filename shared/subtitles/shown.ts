import type { Cue } from "./types";

/**
 * ASS/SSA `Comment:` events (translators' notes, karaoke templates) are kept in the script but never shown by a
 * player: they are not subtitles, so they are neither counted nor translated.
 */
export function isShown(cue: Cue): boolean {
  return cue.ass?.kind !== "Comment";
}

/** The number of subtitles a viewer sees: every cue but the events a player never shows. */
export function countShown(cues: readonly Cue[]): number {
  let n = 0;
  for (const cue of cues) if (isShown(cue)) n++;
  return n;
}
