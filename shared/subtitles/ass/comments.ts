import type { SerializeOptions, SubtitleDocument } from "../types";

/**
 * ASS Comment events are notes for the script's authors, never shown: formats without comments must not
 * write them as subtitles. Returns the document (and the aligned `original` cues) without them.
 */
export function withoutAssComments(
  doc: SubtitleDocument,
  options: SerializeOptions,
): [SubtitleDocument, SerializeOptions] {
  if (!doc.cues.some((c) => c.ass?.kind === "Comment")) return [doc, options];
  const keep = doc.cues.map((c) => c.ass?.kind !== "Comment");
  const cues = doc.cues.filter((_, i) => keep[i]);
  const original = options.original?.filter((_, i) => keep[i]);
  return [{ ...doc, cues }, original ? { ...options, original } : options];
}
