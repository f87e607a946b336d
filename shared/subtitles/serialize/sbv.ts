import { convertMarkup } from "../markup";
import { isSbvTiming } from "../parse/sbv";
import { isBlank } from "../text";
import { formatClock } from "../timecode";
import type { SerializeOptions, SubtitleDocument } from "../types";

/** A text line that reads as a timing (a cue of a file pasted into another) gets a space after its comma, which
 * keeps it text instead of starting a new cue. */
function notTiming(line: string): string {
  return isSbvTiming(line, 0, line.length) ? line.replace(",", ", ") : line;
}

/** YouTube SBV writer: `H:MM:SS.mmm,H:MM:SS.mmm`, plain text; blank lines (as its reader sees them) would end the cue, so they are dropped. */
export function serializeSbv(doc: SubtitleDocument, options: SerializeOptions = {}): string {
  const parts: string[] = [];
  doc.cues.forEach((cue, i) => {
    let text = doc.format === "sbv" ? cue.text : convertMarkup(cue.text, doc.format, "sbv");
    const original = options.original?.[i];
    if (original) text = `${text}\n${convertMarkup(original.text, doc.format, "sbv")}`;
    text = text
      .split("\n")
      .filter((line) => !isBlank(line, 0, line.length))
      .map(notTiming)
      .join("\n");
    parts.push(`${formatClock(cue.start, ".", 1)},${formatClock(cue.end, ".", 1)}\n${text}\n`);
  });
  return parts.join("\n");
}
