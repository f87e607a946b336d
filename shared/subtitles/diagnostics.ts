import type { Diagnostic, DiagnosticSeverity } from "./types";

/** Builds a diagnostic; `line` is 1-based (0 = whole file), `column` 1-based when given. */
export function diag(
  severity: DiagnosticSeverity,
  code: string,
  line: number,
  message: string,
  params?: Record<string, string | number>,
  column?: number,
): Diagnostic {
  const d: Diagnostic = { line, severity, code, message };
  if (column !== undefined) d.column = column;
  if (params !== undefined) d.params = params;
  return d;
}

export function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((d) => d.severity === "error");
}

/** A file without any text (0 bytes, or blank lines only): the one thing to say about it. */
export function emptyFile(): Diagnostic {
  return diag("error", "empty_file", 0, "The file is empty");
}

/** The error every parser reports when nothing readable was found, so callers can rely on one code. */
export function noCues(format: string): Diagnostic {
  return diag("error", "no_cues", 0, `No readable ${format} cue found in the file`, { format });
}
