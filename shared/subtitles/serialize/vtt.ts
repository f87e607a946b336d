import { convertMarkup } from "../markup";
import { formatClock } from "../timecode";
import type { Cue, SerializeOptions, SubtitleDocument, VttData } from "../types";

/**
 * WebVTT writer. A VTT source gets its header, NOTE/STYLE/REGION blocks, ids and settings back in place; other
 * sources get converted markup. Cue text may hold neither "-->" nor an empty line (either would end the cue),
 * so those are escaped / given a space.
 */
export function serializeVtt(doc: SubtitleDocument, options: SerializeOptions = {}): string {
  const fromVtt = doc.format === "vtt";
  const vtt: VttData | undefined = fromVtt ? doc.vtt : undefined;
  const out: string[] = [`WEBVTT${vtt?.header ?? ""}\n`];
  const blocks = vtt?.blocks ?? [];
  let b = 0;
  doc.cues.forEach((cue, i) => {
    while (b < blocks.length && (blocks[b]?.beforeCue ?? 0) <= i) out.push(`${blocks[b++]?.text}\n`);
    const original = options.original?.[i];
    if (original) out.push(`NOTE ${safeNote(convertMarkup(original.text, doc.format, "vtt"))}\n`);
    out.push(cueBlock(cue, fromVtt ? cue.text : convertMarkup(cue.text, doc.format, "vtt"), fromVtt));
  });
  while (b < blocks.length) out.push(`${blocks[b++]?.text}\n`);
  return out.join("\n");
}

function cueBlock(cue: Cue, text: string, fromVtt: boolean): string {
  const id = fromVtt && cue.id ? `${cue.id.replace(/-->/g, "--)").replace(/\n/g, " ")}\n` : "";
  const settings = fromVtt && cue.settings ? ` ${cue.settings}` : "";
  return `${id}${formatClock(cue.start, ".")} --> ${formatClock(cue.end, ".")}${settings}\n${safeText(text)}${text ? "\n" : ""}`;
}

function safeText(text: string): string {
  let t = text.includes("-->") ? text.replace(/-->/g, "--&gt;") : text;
  // A WebVTT reader replaces NUL with U+FFFD; writing that is writing what players will show.
  if (t.includes("\0")) t = t.replaceAll("\0", "\uFFFD");
  if (t.includes("\n\n") || t.startsWith("\n") || t.endsWith("\n"))
    t = t
      .split("\n")
      .map((l) => l || " ")
      .join("\n");
  return t;
}

function safeNote(text: string): string {
  return text
    .replace(/-->/g, "->")
    .split("\n")
    .filter((l) => l.trim() !== "")
    .join("\n");
}
