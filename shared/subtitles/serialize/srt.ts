import { convertMarkup } from "../markup";
import { isBlank, isIntegerLine, trimBlankLines } from "../text";
import { formatClock } from "../timecode";
import type { SerializeOptions, SubtitleDocument } from "../types";

/**
 * The text without the blank lines that come right before a line holding only a number: SubRip readers take such
 * a number for the index of a cue whose timing was lost, and the rest of the text with it. Other blank lines stay.
 */
function withoutBlankBeforeNumber(text: string): string {
  if (text.indexOf("\n") === text.lastIndexOf("\n")) return text;
  const lines = text.split("\n");
  const kept: string[] = [];
  let beforeNumber = false;
  for (let k = lines.length - 1; k >= 0; k--) {
    const line = lines[k] as string;
    if (!isBlank(line, 0, line.length)) beforeNumber = isIntegerLine(line, 0, line.length);
    else if (beforeNumber) continue;
    kept.push(line);
  }
  return kept.length === lines.length ? text : kept.reverse().join("\n");
}

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
    text = trimBlankLines(withoutBlankBeforeNumber(text));
    const settings = fromSrt && cue.settings ? ` ${cue.settings}` : "";
    parts.push(
      `${i + 1}\n${formatClock(cue.start, ",")} --> ${formatClock(cue.end, ",")}${settings}\n${text}\n`,
    );
  });
  return parts.join("\n");
}
