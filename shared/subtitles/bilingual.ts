import { convertMarkup } from "./markup";
import { isShown } from "./shown";
import type { Cue, SubtitleDocument } from "./types";

export interface BilingualOptions {
  /** The source cues, same length and order as the translated document's. */
  original: readonly Cue[];
  /** The original lines in italics, to tell them from the translation at a glance. */
  italic: boolean;
}

const ITALIC_TAG = /<\/?i>/gi;

/**
 * The original text of a cue for a bilingual file: in the document's own markup, in italics on request. Its
 * positions (`{\an8}`, `{\pos}`) are dropped, so that it stays with the translation; styles and colours stay.
 */
export function originalText(original: Cue, format: SubtitleDocument["format"], italic: boolean): string {
  const srt = convertMarkup(original.text, format, "srt");
  // Italics of its own would nest in the whole line's: `<i><i>…</i></i>` says nothing more.
  return convertMarkup(italic ? `<i>${srt.replace(ITALIC_TAG, "")}</i>` : srt, "srt", format);
}

/**
 * A document whose every shown cue holds its translation and then, on the lines below, the original (SubRip,
 * WebVTT and every other format but ASS, which gets a second event instead: serialize/ass.ts). A cue left as it
 * was (music, a number) is not written twice. Cue count and timings do not change.
 */
export function bilingualDocument(doc: SubtitleDocument, options: BilingualOptions): SubtitleDocument {
  const cues = doc.cues.map((cue, i) => {
    const original = options.original[i];
    if (!original || !isShown(cue) || original.text.trim() === "" || original.text === cue.text) return cue;
    const below = originalText(original, doc.format, options.italic);
    return { ...cue, text: cue.text.trim() === "" ? below : `${cue.text}\n${below}` };
  });
  return { ...doc, cues };
}
