import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Diagnostic } from "../../shared/subtitles/types";

type Params = Record<string, string | number>;

/** Translated text per diagnostic code of the subtitle engine; unknown codes fall back to its English message. */
const DIAGNOSTIC_MESSAGES: Record<string, (p: Params) => MessageDescriptor> = {
  no_cues: () => msg`No readable subtitle was found in the file.`,
  empty_file: () => msg`The file is empty.`,
  binary_content: () => msg`This is not a text file.`,
  unknown_format: () => msg`The format of this file was not recognised.`,
};

export function diagnosticText(i18n: I18n, diagnostic: Diagnostic): string {
  const factory = DIAGNOSTIC_MESSAGES[diagnostic.code];
  return factory ? i18n._(factory(diagnostic.params ?? {})) : diagnostic.message;
}

/** "Line 12", "Line 12, column 5", or "Whole file" for diagnostics about the file as a whole. */
export function diagnosticLocation(i18n: I18n, diagnostic: Diagnostic): string {
  const { line, column } = diagnostic;
  if (line <= 0) return i18n._(msg`Whole file`);
  return column ? i18n._(msg`Line ${line}, column ${column}`) : i18n._(msg`Line ${line}`);
}
