import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Diagnostic } from "@shared/subtitles/types";

type Params = Record<string, string | number>;

/** Translated text per diagnostic code of the subtitle engine; unknown codes fall back to its English message. */
const badTiming = () => msg`Unreadable timing line; the subtitle is skipped.`;
const missingTiming = () => msg`Text without a timing line; it is skipped.`;
const unknownLine = () => msg`Line not understood; it is kept as it is.`;

const DIAGNOSTIC_MESSAGES: Record<string, (p: Params) => MessageDescriptor> = {
  empty_file: () => msg`The file is empty.`,
  no_cues: () => msg`No readable subtitle was found in the file.`,
  binary_file: () => msg`This is a binary file, not a text subtitle file.`,
  unknown_format: () => msg`The file does not look like any supported subtitle format.`,
  unsupported_format: () => msg`This subtitle format cannot be read.`,
  internal_error: () => msg`The file could not be read because of an internal error.`,
  "format.extension_mismatch": ({ extension = "", format = "" }) =>
    msg`The file name ends in .${extension}, but it holds ${format} subtitles; they are read as ${format}.`,
  "encoding.invalid_utf8": ({ count = 0 }) =>
    msg`The file is in UTF-8, but ${count} of its characters are damaged (from this line on, as when a download is cut short); they are shown as �.`,
  "encoding.guessed": ({ encoding = "" }) =>
    msg`The file is not in UTF-8; its text was read as ${encoding}, the likeliest encoding for its bytes. If letters look wrong, convert the file to UTF-8 and open it again.`,
  "srt.bad_timing": badTiming,
  "sbv.bad_timing": badTiming,
  "vtt.bad_timing": badTiming,
  "ass.bad_timing": badTiming,
  "subviewer.bad_timing": badTiming,
  "srt.missing_timing": missingTiming,
  "sbv.missing_timing": missingTiming,
  "srt.ignored_text": () => msg`Text before the first subtitle is ignored.`,
  "vtt.missing_signature": () => msg`The file does not start with "WEBVTT".`,
  "vtt.nonstandard_timing": () =>
    msg`Timings do not follow the WebVTT rules; they were read like SRT timings.`,
  "vtt.block_after_cue": ({ kind = "" }) => msg`${kind} block after the first subtitle; players ignore it.`,
  "vtt.orphan_text": () => msg`Text outside any subtitle is ignored.`,
  "ass.bad_event": () => msg`Event line with the wrong number of fields; it is skipped.`,
  "ass.missing_format": () => msg`Events before a Format line; the standard fields are assumed.`,
  "ass.bad_format": () =>
    msg`The Format line of the events names no Start, End or Text field; the standard fields are assumed.`,
  "ass.junk_before_header": () => msg`Text before the first section is ignored.`,
  "ass.unknown_line": unknownLine,
  "ass.style_fields": () => msg`Style line with the wrong number of values.`,
  "sub.bad_line": () => msg`Line not understood as a MicroDVD subtitle; it is skipped.`,
  "sub.negative_frame": () => msg`Negative frame number; the subtitle starts at zero.`,
  "sub.missing_end": () => msg`No end frame; the subtitle lasts until the next one.`,
  "sub.assumed_frame_rate": ({ frameRate = "" }) =>
    msg`The file does not give its frame rate; ${frameRate} frames per second are assumed. If the subtitles drift, the film has another frame rate.`,
  "subviewer.stray_text": () => msg`Text outside any subtitle is ignored.`,
  "segments.placeholders_lost": () =>
    msg`The service moved or dropped formatting tags; they were put back around the same words, or around their line.`,
  "cue.negative_duration": () => msg`The subtitle ends before it starts.`,
  "cue.empty_text": () => msg`The subtitle has no text.`,
  "cue.out_of_order": ({ previousLine = "" }) =>
    msg`The subtitle starts before the previous one (line ${previousLine}).`,
  "cue.overlap": ({ previousLine = "" }) =>
    msg`The subtitle overlaps the previous one (line ${previousLine}).`,
  "diagnostics.truncated": ({ omitted = 0 }) => msg`${omitted} more remarks of the same kind are not listed.`,
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
