// Text helpers shared by the line-based parsers.

/** Removes a leading U+FEFF and turns CRLF and lone CR into LF; line numbers stay the same. */
export function normalizeNewlines(input: string): string {
  return normalizeLineEnds(input.charCodeAt(0) === 0xfeff ? input.slice(1) : input);
}

function normalizeLineEnds(s: string): string {
  return s.indexOf("\r") === -1 ? s : s.replace(/\r\n?/g, "\n");
}

/**
 * Text to parse: whole, or as the pieces `decodeBytes` gives, each cut after a line break. Pieces keep every
 * string under V8's large-object size (see decode.ts); readers that go line by line read them one after the
 * other, the others join them.
 */
export type SourceText = string | TextPieces;

export interface TextPieces {
  readonly pieces: readonly string[];
  /**
   * For each piece that is ASCII, the bytes it was decoded from, byte i being character i (undefined for the
   * others). The fast readers read what they compare character by character there (timings; ASS event leads and
   * Style…Effect fields): in optimised code a byte costs half of a charCodeAt, which dispatches on the string's
   * representation at every call.
   */
  readonly ascii?: readonly (Uint8Array | undefined)[];
}

export function wholeText(source: SourceText): string {
  if (typeof source === "string") return source;
  const { pieces } = source;
  return pieces.length === 1 ? (pieces[0] ?? "") : pieces.join("");
}

/** Whether every piece but the last ends with a blank line, as `decodeBytes` cuts SubRip and WebVTT text when it
 * can: then no cue or block straddles two pieces. */
export function cutBetweenBlocks(pieces: readonly string[]): boolean {
  for (let i = 0; i < pieces.length - 1; i++) if (!(pieces[i] as string).endsWith("\n\n")) return false;
  return true;
}

/** `normalizeNewlines` on every piece; a leading U+FEFF is a byte-order mark on the first piece only. */
export function normalizedPieces(source: SourceText): Required<TextPieces> {
  return mapPieces(source, normalizePiece);
}

/** The pieces changed by `change`, each keeping its ASCII bytes only if unchanged (else they no longer match). */
export function mapPieces(
  source: SourceText,
  change: (piece: string, index: number) => string,
): Required<TextPieces> {
  const { pieces, ascii = [] } = typeof source === "string" ? { pieces: [source] } : source;
  const changed = pieces.map(change);
  return { pieces: changed, ascii: changed.map((piece, i) => (piece === pieces[i] ? ascii[i] : undefined)) };
}

function normalizePiece(piece: string, index: number): string {
  return index === 0 ? normalizeNewlines(piece) : normalizeLineEnds(piece);
}

/** True when s[from, to) holds only spaces, tabs and other C0 whitespace. */
export function isBlank(s: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (s.charCodeAt(i) > 32) return false;
  return true;
}

/** The text without the leading and trailing lines that `isBlank` (and so the readers) take for blank lines. */
export function trimBlankLines(text: string): string {
  let a = 0;
  let b = text.length;
  while (a < b && text.charCodeAt(a) <= 32) a++;
  if (a === b) return "";
  while (text.charCodeAt(b - 1) <= 32) b--;
  // Out to the edges of the first and last lines kept, so the spaces on them stay.
  a = text.lastIndexOf("\n", a) + 1;
  const lineEnd = text.indexOf("\n", b);
  b = lineEnd < 0 ? text.length : lineEnd;
  return a === 0 && b === text.length ? text : text.slice(a, b);
}

/** True when s[from, to), ignoring surrounding blanks, is a non-empty run of ASCII digits. */
export function isIntegerLine(s: string, from: number, to: number): boolean {
  while (from < to && s.charCodeAt(from) <= 32) from++;
  while (to > from && s.charCodeAt(to - 1) <= 32) to--;
  if (from === to) return false;
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

/** How many lines `textLinesEnd` last found. */
export let textLines = 0;

/**
 * The text lines of a block, from just after the newline at `from` up to an empty line or the end: returns where
 * the newline after the last one is (`from` when there is none; the end without a final newline) and leaves their
 * number in `textLines`. The fast readers' one indexOf per line, which also counts the lines. Stops after the line
 * holding `until` (the next arrow), past which the block is not theirs: in a file without blank lines, scanning on
 * to the end at every cue made the WebVTT reader quadratic. With `spacesBlank` (SubRip, whose reader takes a line
 * of spaces and tabs for a blank line) it stops before such a line too; WebVTT text may hold one.
 */
export function textLinesEnd(s: string, from: number, until: number, spacesBlank: boolean): number {
  const n = s.length;
  let end = from;
  let lines = 0;
  while (end < n && end < until) {
    const ls = end + 1;
    const first = ls < n ? s.charCodeAt(ls) : 10;
    if (first === 10) break;
    end = s.indexOf("\n", ls);
    if (end === -1) end = n;
    if (first <= 32 && spacesBlank && isBlank(s, ls, end)) {
      end = ls - 1;
      break;
    }
    lines++;
  }
  textLines = lines;
  return end;
}

/**
 * s.indexOf("-->", from), found through its first character: a one-character search is a faster builtin than a
 * longer pattern's (about 12 ns a call against 25-30 here), and subtitle text has few hyphens. The fast readers'
 * one arrow search per cue cost a tenth of a 100k-cue WebVTT parse.
 */
export function nextArrow(s: string, from: number): number {
  let dash = s.indexOf("-", from);
  while (dash !== -1 && (s.charCodeAt(dash + 1) !== 45 || s.charCodeAt(dash + 2) !== 62))
    dash = s.indexOf("-", dash + 1);
  return dash;
}

export function skipSpaces(s: string, i: number, end: number): number {
  while (i < end) {
    const c = s.charCodeAt(i);
    if (c !== 32 && c !== 9) break;
    i++;
  }
  return i;
}
