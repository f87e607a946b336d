import { convertMarkup } from "../markup";
import type { SerializeOptions, SubtitleDocument } from "../types";

const DEFAULT_HEADER = [
  "[INFORMATION]",
  "[TITLE]",
  "[AUTHOR]",
  "[SOURCE]",
  "[PRG]",
  "[FILEPATH]",
  "[DELAY]0",
  "[CD TRACK]0",
  "[COMMENT]",
  "[END INFORMATION]",
  "[SUBTITLE]",
  "[COLF]&HFFFFFF,[STYLE]bd,[SIZE]18,[FONT]Arial",
];

const two = (n: number) => (n < 10 ? `0${n}` : String(n));

/** `HH:MM:SS.cc` */
function time(ms: number): string {
  const cs = Math.max(0, Math.round(ms / 10));
  const h = Math.floor(cs / 360000);
  return `${two(h)}:${two(Math.floor(cs / 6000) % 60)}:${two(Math.floor(cs / 100) % 60)}.${two(cs % 100)}`;
}

/** SubViewer 2.0; the source's header when it had one, else a standard one. Line breaks are written `[br]`. */
export function serializeSubViewer(doc: SubtitleDocument, options: SerializeOptions = {}): string {
  const header = doc.subviewer?.header ?? DEFAULT_HEADER;
  const blocks = doc.cues.map((cue, i) => {
    let text = convertMarkup(cue.text, doc.format, "subviewer");
    const original = options.original?.[i];
    if (original) text += `\n${convertMarkup(original.text, doc.format, "subviewer")}`;
    // The reader trims line ends, so what it would drop is not written.
    return `${time(cue.start)},${time(cue.end)}\n${text.replace(/\n/g, "[br]").trimEnd()}`;
  });
  const head = header.length > 0 ? `${header.join("\n")}\n` : "";
  const foot = doc.subviewer?.footer ? `\n${doc.subviewer.footer}\n` : "";
  return `${head}${blocks.join("\n\n")}\n${foot}`;
}
