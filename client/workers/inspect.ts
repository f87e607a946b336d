import type { FileSummary } from "@shared/fileSummary";
import { parseSubtitle } from "@shared/subtitles";
import { summarizeSubtitle } from "@shared/summarizeSubtitle";

/** Parses a file in the worker and says what it holds, the same summary the server makes of an upload. */
export function inspectSubtitle(bytes: Uint8Array, filename: string): FileSummary {
  return summarizeSubtitle(parseSubtitle(bytes, { filename }));
}
