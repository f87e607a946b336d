import { convertMarkup } from "../markup";
import { DEFAULT_FRAME_RATE } from "../parse/microdvd";
import type { SerializeOptions, SubtitleDocument } from "../types";

/**
 * MicroDVD: frames at the document's frame rate (or options.frameRate). A frame-rate line is written when the
 * source declared one (as it was written, unless options.frameRate changes the rate) or the cues come from a
 * time-based format, so players know the rate the frames assume.
 */
export function serializeMicroDvd(doc: SubtitleDocument, options: SerializeOptions = {}): string {
  const fps = options.frameRate ?? doc.microdvd?.frameRate ?? DEFAULT_FRAME_RATE;
  const frame = (ms: number) => Math.round((ms * fps) / 1000);
  const source = doc.format === "sub" ? doc.microdvd : undefined;
  const declare = source === undefined || source.declaration !== undefined || options.frameRate !== undefined;
  const declaration =
    source?.declaration !== undefined && options.frameRate === undefined
      ? source.declaration
      : `{1}{1}${fps.toFixed(3)}`;
  const lines: string[] = declare ? [declaration] : [];
  doc.cues.forEach((cue, i) => {
    let text = convertMarkup(cue.text, doc.format, "sub");
    const original = options.original?.[i];
    if (original) text += `\n${convertMarkup(original.text, doc.format, "sub")}`;
    // The reader trims line ends, so what it would drop is not written.
    lines.push(`{${frame(cue.start)}}{${frame(cue.end)}}${text.replace(/\n/g, "|")}`.trimEnd());
  });
  return `${lines.join("\n")}\n`;
}
