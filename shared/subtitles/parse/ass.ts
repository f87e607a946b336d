import { type EventReader, eventReader, readEvent, readRepeats, sameText, startPiece } from "../ass/events";
import { ASS_EVENT_SLOT, eventFieldsOf, parseFormatLine, standardEventFields } from "../ass/format";
import { diag, noCues } from "../diagnostics";
import { normalizedPieces, type SourceText } from "../text";
import type { AssSection, Cue, Diagnostic, ParseOptions, SubtitleDocument } from "../types";

const SECTION_NAMES = /^(script info|v4\+? styles|events|fonts|graphics|aegisub [^\]]*)$/i;
const OTHER_EVENT_KINDS = /^(Picture|Sound|Movie|Command):/;

/** Leading spaces and stray BOMs (files glued after an HTTP header) carry no meaning in ASS. */
function skipLead(s: string, i: number, end: number): number {
  let c = s.charCodeAt(i);
  while (i < end && (c === 32 || c === 9 || c === 0xfeff)) c = s.charCodeAt(++i);
  return i;
}

/** A `Format:` line wrapped onto the next line (seen in SSA files) ends with a comma. */
const wraps = (line: string) => line.trimEnd().endsWith(",");
/** What can go on a wrapped Format line: more field names, not a section header, a blank or a `Key:` line. */
const continuesFormat = (next: string) => next.trim() !== "" && !next.startsWith("[") && !next.includes(":");

/**
 * ASS (v4+) and SSA (v4) reader. Sections are kept in order with their raw lines ([Fonts]/[Graphics] data and
 * unknown sections untouched); events are read in place by their `Format:` fields in any order, the Text field
 * last (commas and all). Lines that cannot be read are kept in place and reported; parsing never throws.
 */
export function parseAss(
  input: SourceText,
  options: ParseOptions = {},
): { document: SubtitleDocument; diagnostics: Diagnostic[] } {
  // Lines are read in place in the text's pieces, one piece after the other; no line straddles two.
  const { pieces, ascii } = normalizedPieces(input);
  let piece = -1;
  let s = "";
  let n = 0;
  const diagnostics: Diagnostic[] = [];
  const sections: AssSection[] = [];
  const cues: Cue[] = [];
  let current: AssSection | null = null;
  let inEvents = false;
  let inAttachment = false;
  let reader: EventReader | null = null;
  let stylesName = "";
  let scriptType = "";
  let junkReported = false;
  let styleFieldCount = 0;
  let pos = 0;
  let lineNo = 0;
  const lineEnd = () => {
    const le = s.indexOf("\n", pos);
    return le < 0 ? n : le;
  };
  const warn = (code: string, message: string, at = lineNo) =>
    diagnostics.push(diag("warning", code, at, message));
  const ssaSoFar = () => stylesName === "v4 styles" || scriptType === "v4.00";
  /** Moves on to the next piece once this one is read; false at the end of the text. */
  const more = () => {
    while (pos >= n) {
      if (++piece >= pieces.length) return false;
      s = pieces[piece] as string;
      n = s.length;
      pos = 0;
      if (reader !== null) startPiece(reader);
    }
    return true;
  };

  while (more()) {
    if (reader !== null && inEvents && current !== null) {
      const read = cues.length;
      pos = readRepeats(reader, s, ascii[piece], pos, lineNo, cues, current.lines);
      lineNo += cues.length - read;
      if (pos >= n) continue;
    }
    const le = lineEnd();
    const ls = skipLead(s, pos, le);
    pos = le + 1;
    lineNo++;
    const c0 = s.charCodeAt(ls);
    const dialogue = c0 === 68 && sameText(s, ls, ls + 9, "Dialogue:");
    if (inEvents && (dialogue || (c0 === 67 && sameText(s, ls, ls + 8, "Comment:")))) {
      if (reader === null) {
        reader = eventReader(standardEventFields(ssaSoFar()), diagnostics);
        warn("ass.missing_format", "Events before a Format line; the standard fields are assumed");
      }
      const cue = readEvent(reader, s, ls, le, dialogue, lineNo);
      if (cue) cues.push(cue);
      current?.lines.push(cue ? ASS_EVENT_SLOT : s.slice(ls, le));
      continue;
    }
    const line = s.slice(ls, le);
    if (c0 === 91 /* [ */) {
      const name = line.trimEnd().slice(1, -1);
      if (line.trimEnd().endsWith("]") && (!inAttachment || SECTION_NAMES.test(name))) {
        current = { name, lines: [] };
        sections.push(current);
        const lower = name.toLowerCase();
        inEvents = lower === "events";
        inAttachment = lower === "fonts" || lower === "graphics";
        if (lower === "v4 styles" || lower === "v4+ styles") stylesName = lower;
        continue;
      }
    }
    if (current === null) {
      if (line.trim() !== "" && !junkReported) {
        junkReported = true;
        warn("ass.junk_before_header", "Text before the first section is ignored");
      }
      continue;
    }
    if (!inAttachment && line.startsWith("Format:")) {
      const formatLine = lineNo;
      // A wrapped Format line stays one line of the section, so the writer sees it whole.
      let format = line;
      while (wraps(format) && more()) {
        const end = lineEnd();
        const next = s.slice(skipLead(s, pos, end), end);
        if (!continuesFormat(next)) break;
        pos = end + 1;
        lineNo++;
        format += `\n${next}`;
      }
      current.lines.push(format);
      if (inEvents) {
        const { fields, usable } = eventFieldsOf(format, ssaSoFar());
        if (!usable) {
          const message = "The Format line names no Start, End or Text; the standard fields are assumed";
          warn("ass.bad_format", message, formatLine);
        }
        reader = eventReader(fields, diagnostics);
      } else styleFieldCount = parseFormatLine(format).length;
      continue;
    }
    current.lines.push(line);
    if (inAttachment || c0 === 59 /* ; */ || line.trim() === "") continue;
    if (inEvents) {
      if (!OTHER_EVENT_KINDS.test(line))
        warn("ass.unknown_line", "Line not understood in [Events]; kept as is");
    } else if (line.startsWith("ScriptType:")) scriptType = line.slice(11).trim().toLowerCase();
    else if (current.name.toLowerCase() === stylesName) checkStyleLine(line, styleFieldCount, warn);
    else if (!line.includes(":") && SECTION_NAMES.test(current.name)) {
      warn("ass.unknown_line", `Line not understood in [${current.name}]; kept as is`);
    }
  }

  let format: "ass" | "ssa";
  if (stylesName) format = stylesName === "v4 styles" ? "ssa" : "ass";
  else if (scriptType) format = scriptType === "v4.00" ? "ssa" : "ass";
  else format = options.format === "ssa" ? "ssa" : "ass";
  if (cues.length === 0) diagnostics.push(noCues(format.toUpperCase()));
  const document: SubtitleDocument = { format, cues, ass: { sections } };
  return { document, diagnostics };
}

/** Checks a `[V4(+) Styles]` line against the Format line's field count. */
function checkStyleLine(line: string, count: number, warn: (code: string, message: string) => void): void {
  if (!line.startsWith("Style:")) {
    warn("ass.unknown_line", "Line not understood in the styles; kept as is");
    return;
  }
  const values = line.split(",").length;
  if (count > 0 && values !== count) {
    warn("ass.style_fields", `Style has ${values} values where its Format line names ${count}`);
  }
}
