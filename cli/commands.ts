import { writeFileSync } from "node:fs";
import { DEFAULT_EXPORT_ENCODING, EXPORT_ENCODINGS, WRITABLE_FORMATS } from "@shared/catalog";
import {
  countShown,
  type ExportEncoding,
  encodeSubtitle,
  hasErrors,
  isShown,
  type OutputFormat,
  serializeSubtitle,
  subtitleDuration,
  UnencodableError,
} from "@shared/subtitles";
import { formatDiagnostic, readSubtitle, UsageError } from "./read";

export interface Io {
  out(bytes: string | Uint8Array): void;
  err(text: string): void;
}

function clock(ms: number): string {
  const p = (n: number, w = 2) => String(n).padStart(w, "0");
  return `${p(Math.floor(ms / 3600000))}:${p(Math.floor(ms / 60000) % 60)}:${p(Math.floor(ms / 1000) % 60)}.${p(ms % 1000, 3)}`;
}

export function parseCommand(
  file: string,
  opts: { json?: boolean; format?: string; fps?: string },
  io: Io,
): number {
  const result = readSubtitle(file, opts.format, opts.fps);
  if (opts.json) {
    const json = {
      format: result.format,
      encoding: result.encoding,
      // Every cue in file order; events a player never shows (ASS/SSA Comment) are marked, not counted.
      cues: result.cues.map((c) => ({
        start: c.start,
        end: c.end,
        text: c.text,
        ...(!isShown(c) && { comment: true }),
      })),
      diagnostics: result.diagnostics.map((d) => ({
        line: d.line,
        severity: d.severity,
        code: d.code,
        message: d.message,
      })),
    };
    io.out(`${JSON.stringify(json, null, 2)}\n`);
  } else {
    const comments = result.cues.length - countShown(result.cues);
    const lines = [
      `format:   ${result.format}`,
      `encoding: ${result.encoding}${result.bom ? " (BOM)" : ""}`,
      `cues:     ${countShown(result.cues)}`,
      ...(comments > 0 ? [`comments: ${comments} (never shown, not counted)`] : []),
      `duration: ${clock(subtitleDuration(result))}`,
      ...(result.diagnostics.length > 0
        ? ["diagnostics:", ...result.diagnostics.map((d) => `  ${formatDiagnostic(d)}`)]
        : []),
    ];
    io.out(`${lines.join("\n")}\n`);
  }
  return hasErrors(result.diagnostics) ? 1 : 0;
}

export function convertCommand(
  file: string,
  opts: { to?: string; encoding?: string; output?: string; format?: string; fps?: string },
  io: Io,
): number {
  const to = opts.to;
  if (!to || !WRITABLE_FORMATS.includes(to as OutputFormat))
    throw new UsageError(`--to must be one of ${WRITABLE_FORMATS.join(", ")}`);
  const encoding = (opts.encoding ?? DEFAULT_EXPORT_ENCODING) as ExportEncoding;
  if (!EXPORT_ENCODINGS.includes(encoding))
    throw new UsageError(`--encoding must be one of ${EXPORT_ENCODINGS.join(", ")}`);
  const result = readSubtitle(file, opts.format, opts.fps);
  for (const d of result.diagnostics) if (d.severity !== "info") io.err(`${file}: ${formatDiagnostic(d)}\n`);
  if (result.cues.length === 0) return 1;
  let bytes: Uint8Array;
  try {
    bytes = encodeSubtitle(
      serializeSubtitle(result, to as OutputFormat, opts.fps ? { frameRate: Number(opts.fps) } : {}),
      encoding,
    );
  } catch (error) {
    if (error instanceof UnencodableError) {
      io.err(`${file}: ${error.message}\n`);
      return 1;
    }
    throw error;
  }
  if (opts.output) writeFileSync(opts.output, bytes);
  else io.out(bytes);
  return hasErrors(result.diagnostics) ? 1 : 0;
}
