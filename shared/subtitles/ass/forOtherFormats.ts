import { isShown } from "../shown";
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
  const order = doc.cues.flatMap((cue, i) => (isShown(cue) ? [i] : []));
  // Array sort is stable: events that start together keep the script's order.
  order.sort((a, b) => (doc.cues[a]?.start ?? 0) - (doc.cues[b]?.start ?? 0));
  if (order.length === doc.cues.length && order.every((i, k) => i === k)) return [doc, options];
  const pick = <T>(items: readonly T[]) => order.flatMap((i) => (i < items.length ? [items[i] as T] : []));
  const original = options.original && pick(options.original);
  return [{ ...doc, cues: pick(doc.cues) }, original ? { ...options, original } : options];
}
