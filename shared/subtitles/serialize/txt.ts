import { convertMarkup } from "../markup";
import type { SerializeOptions, SubtitleDocument } from "../types";

/** Text only: each cue's text without markup, cues separated by a blank line. */
export function serializeTxt(doc: SubtitleDocument, options: SerializeOptions = {}): string {
  return doc.cues
    .map((cue, i) => {
      const text = convertMarkup(cue.text, doc.format, "txt");
      const original = options.original?.[i];
      return original ? `${text}\n${convertMarkup(original.text, doc.format, "txt")}` : text;
    })
    .join("\n\n")
    .concat(doc.cues.length > 0 ? "\n" : "");
}
