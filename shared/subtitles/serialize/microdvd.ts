import { convertMarkup } from "../markup";
import { DEFAULT_FRAME_RATE } from "../parse/microdvd";
import type { SerializeOptions, SubtitleDocument } from "../types";

/**
 * MicroDVD: frames at the document's frame rate (or options.frameRate). The `{1}{1}fps` line is written when the
 * source declared one or the cues come from a time-based format, so players know the rate the frames assume.
 */
export function serializeMicroDvd(doc: SubtitleDocument, options: SerializeOptions = {}): string {
  const fps = options.frameRate ?? doc.microdvd?.frameRate ?? DEFAULT_FRAME_RATE;
  const frame = (ms: number) => Math.round((ms * fps) / 1000);
  const declare =
    doc.format !== "sub" || doc.microdvd?.frameRateDeclared !== false || options.frameRate !== undefined;
  const lines: string[] = declare ? [`{1}{1}${fps.toFixed(3)}`] : [];
  doc.cues.forEach((cue, i) => {
    let text = convertMarkup(cue.text, doc.format, "sub");
    const original = options.original?.[i];
    if (original) text += `\n${convertMarkup(original.text, doc.format, "sub")}`;
    lines.push(`{${frame(cue.start)}}{${frame(cue.end)}}${text.replace(/\n/g, "|")}`);
  });
  return `${lines.join("\n")}\n`;
}
