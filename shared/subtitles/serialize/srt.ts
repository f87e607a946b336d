import { convertMarkup } from "../markup";
import { trimBlankLines } from "../text";
import { formatClock } from "../timecode";
import type { SerializeOptions, SubtitleDocument } from "../types";

/** SubRip writer: indexes renumbered from 1, `HH:MM:SS,mmm`, SRT coordinates kept when the source is SRT. */
export function serializeSrt(doc: SubtitleDocument, options: SerializeOptions = {}): string {
  const fromSrt = doc.format === "srt";
  const parts: string[] = [];
  doc.cues.forEach((cue, i) => {
    // An arrow in another format's text would make its SubRip line a timing line; SubRip text read as text
    // reads back the same way, so it is written as it was.
    let text = fromSrt ? cue.text : convertMarkup(cue.text, doc.format, "srt").replaceAll("-->", "->");
    const original = options.original?.[i];
    if (original) {
      const originalText = convertMarkup(original.text, doc.format, "srt");
      text = text ? `${text}\n${originalText}` : originalText;
    }
    // Blank lines at either end would read back as the end of the cue, or as nothing.
    text = trimBlankLines(text);
    const settings = fromSrt && cue.settings ? ` ${cue.settings}` : "";
    parts.push(
      `${i + 1}\n${formatClock(cue.start, ",")} --> ${formatClock(cue.end, ",")}${settings}\n${text}\n`,
    );
  });
  return parts.join("\n");
}
