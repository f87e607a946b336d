import { readFileSync } from "node:fs";
import path from "node:path";
import { READABLE_FORMATS } from "@shared/catalog";
import { type ParseOptions, type ParseResult, parseSubtitle, type SubtitleFormat } from "@shared/subtitles";

export class UsageError extends Error {}

/** Reads and parses a subtitle file given the shared --format/--fps options. */
export function readSubtitle(file: string, format: string | undefined, fps: string | undefined): ParseResult {
  const options: ParseOptions = { filename: path.basename(file) };
  if (format !== undefined) {
    if (!(READABLE_FORMATS as readonly string[]).includes(format))
      throw new UsageError(`unknown input format "${format}"`);
    options.format = format as SubtitleFormat;
  }
  if (fps !== undefined) {
    const rate = Number(fps);
    if (!(rate > 0)) throw new UsageError(`--fps must be a positive number, got "${fps}"`);
    options.frameRate = rate;
  }
  return parseSubtitle(new Uint8Array(readFileSync(file)), options);
}

export function formatDiagnostic(d: ParseResult["diagnostics"][number]): string {
  const where = d.line > 0 ? `line ${d.line}${d.column ? `:${d.column}` : ""}` : "file";
  return `${where}: ${d.severity} ${d.code}: ${d.message}`;
}
