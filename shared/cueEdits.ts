import { isShown } from "./subtitles/shown";
import type { SubtitleDocument } from "./subtitles/types";

/**
 * A cue of a finished job as the review editor left it: `index` is its place among the shown cues (0-based, as
 * GET /translate/result lists them once ASS Comment events are left out), `text` the whole cue's translated text
 * with its markup, `service` the service that re-translated it, or null for text the user typed.
 */
export interface CueEditLike {
  index: number;
  text: string;
  service: string | null;
}

/** The document index of each shown cue: shown index → place in `cues`. */
export function shownCuePositions(doc: Pick<SubtitleDocument, "cues">): number[] {
  const positions: number[] = [];
  doc.cues.forEach((cue, i) => {
    if (isShown(cue)) positions.push(i);
  });
  return positions;
}

/**
 * The translated document with the edits in place of the stored translations: only the text of the edited cues
 * changes, so timings, tags of the other cues and format fields stay as they were. Edits past the last cue are
 * ignored (the server refuses them; a device copy may be older than its file).
 */
export function applyCueEdits<D extends Pick<SubtitleDocument, "cues">>(
  doc: D,
  edits: readonly Pick<CueEditLike, "index" | "text">[],
): D {
  if (edits.length === 0) return doc;
  const positions = shownCuePositions(doc);
  const cues = [...doc.cues];
  for (const edit of edits) {
    const at = positions[edit.index];
    const cue = at === undefined ? undefined : cues[at];
    if (at !== undefined && cue) cues[at] = { ...cue, text: edit.text };
  }
  return { ...doc, cues };
}
