import type { SerializeOptions, SubtitleDocument } from "../types";

/**
 * An ASS script as the other formats list cues, with the aligned `original` cues: Comment events (notes for the
 * script's authors, never shown) left out, and the rest in order of start time. Scripts often group events by
 * style or layer (signs first, then dialogue), which renderers of ASS do not mind, while SubRip, WebVTT and the
 * others are shown in the order they are written, and WebVTT requires it.
 */
export function assForOtherFormats(
  doc: SubtitleDocument,
  options: SerializeOptions,
): [SubtitleDocument, SerializeOptions] {
  if (doc.format !== "ass" && doc.format !== "ssa") return [doc, options];
  const order: number[] = [];
  let sorted = true;
  doc.cues.forEach((cue, i) => {
    if (cue.ass?.kind === "Comment") return;
    const last = order[order.length - 1];
    if (last !== undefined && (doc.cues[last]?.start ?? 0) > cue.start) sorted = false;
    order.push(i);
  });
  if (sorted && order.length === doc.cues.length) return [doc, options];
  // Array sort is stable: events that start together keep the script's order.
  if (!sorted) order.sort((a, b) => (doc.cues[a]?.start ?? 0) - (doc.cues[b]?.start ?? 0));
  const pick = <T>(items: readonly T[]) => order.flatMap((i) => (i < items.length ? [items[i] as T] : []));
  const original = options.original && pick(options.original);
  return [{ ...doc, cues: pick(doc.cues) }, original ? { ...options, original } : options];
}
