import { decoder, decodeWith } from "./encoding/decoders";
import { detectLegacyEncoding } from "./encoding/legacy";
import { isMostlyUtf8, type Utf8Damage, utf8Damage } from "./encoding/utf8Damage";
import type { TextPieces } from "./text";
import type { TextEncodingName } from "./types";

export interface DecodedText extends TextPieces {
  /** The text in pieces, each cut after a line break: `wholeText` (text.ts) joins them. */
  pieces: string[];
  encoding: TextEncodingName;
  /** True when the bytes started with a byte-order mark (removed from the text). */
  bom: boolean;
  /** True when the bytes look like a binary file (e.g. a VobSub .sub), not text. */
  binary: boolean;
  /** What was wrong in UTF-8 bytes that were not valid throughout (decoded with U+FFFD for each bad sequence). */
  damage?: Utf8Damage;
  /** True when the encoding is a legacy one picked from the bytes' statistics, which can be wrong. */
  guessed?: boolean;
}

const SNIFF_BYTES = 8192;

/**
 * Bytes per decoded piece, at most (unless a line is longer). V8 puts a string of over 128 KB in its large-object
 * space, whose allocation costs about 1 µs per KB on this machine: one string of 150 KB decodes in 160 µs, three
 * pieces of it in 20 µs. Pieces stay under that size even as two-byte strings (2 bytes per character).
 */
const PIECE_BYTES = 60 * 1024;
/** How far back from a piece's limit a blank line is looked for, to end it between two cues. */
const BLANK_LINE_WINDOW = 2048;
/**
 * Larger files are decoded whole. Pieces are young-generation strings, which the garbage collector copies while
 * they are alive, against one large-object string that is never copied; how much copying a file causes depends on
 * how much its reader allocates. Measured in the parse bench's interleaved rounds (other parsers allocating in
 * between), 17 runs each, on files of 1.3-1.5 MB: in pieces, SubRip parsed at 0.81-1.42× the naive bound's time
 * against 1.27-1.85× whole, WebVTT at a median of 1.46× against 1.73× (but 2.1-2.6× in 5 runs); an ASS script,
 * whose reader makes several strings per event, fell from 9.9-16.2× subsrt-ts's speed whole to 4.4-11.9× in
 * pieces (8 runs).
 */
const MAX_CUT_BYTES = 4 * 1024 * 1024;
/** The limit for a file that opens with a `[Section]` header: an ASS or SSA script (or SubViewer, rarely large). */
const MAX_CUT_SCRIPT_BYTES = 512 * 1024;

/** Decodes subtitle bytes, detecting the encoding: BOM, then UTF-16 without BOM, then UTF-8 validity, then legacy 8-bit. */
export function decodeBytes(bytes: Uint8Array): DecodedText {
  const b0 = bytes[0];
  const b1 = bytes[1];
  if (b0 === 0xef && b1 === 0xbb && bytes[2] === 0xbf) {
    const body = bytes.subarray(3);
    const pieces = cutAtLines(body);
    const text = tryUtf8(pieces);
    return text
      ? decodedUtf8(text, pieces, true)
      : decoded(decodeEach("utf-8", pieces), "utf-8", true, utf8Damage(body));
  }
  if (b0 === 0xff && b1 === 0xfe && bytes[2] === 0 && bytes[3] === 0) {
    return decoded([decodeUtf32le(bytes.subarray(4))], "utf-32le", true);
  }
  // UTF-16 and UTF-32 are decoded whole: a 0x0A byte there may be half of any character.
  if (b0 === 0xff && b1 === 0xfe)
    return decoded([decodeWith("utf-16le", bytes.subarray(2))], "utf-16le", true);
  if (b0 === 0xfe && b1 === 0xff)
    return decoded([decodeWith("utf-16be", bytes.subarray(2))], "utf-16be", true);

  // In UTF-8 and the legacy 8-bit encodings a 0x0A byte is always a line feed, so pieces cut there decode alone.
  const pieces = cutAtLines(bytes);
  const utf8 = tryUtf8(pieces);
  // UTF-16 without a BOM has NULs, and Latin-script UTF-16 is valid UTF-8 as well: only decoded text with a NUL
  // where the UTF-16 sniff looks (a fast search in the string, where a byte loop would cost every file) needs it.
  const utf16 =
    utf8 === null || (utf8[0] ?? "").slice(0, SNIFF_BYTES).includes("\0") ? sniffUtf16(bytes) : null;
  if (utf16) return decoded([decodeWith(utf16, bytes)], utf16, false);
  // Valid UTF-8 is text even with stray NULs (WebVTT turns them into U+FFFD); binary data is rarely valid UTF-8.
  if (utf8 !== null) {
    return isIso2022Jp(utf8)
      ? decoded([decodeWith("iso-2022-jp", bytes)], "iso-2022-jp", false)
      : decodedUtf8(utf8, pieces, false);
  }
  const damage = utf8Damage(bytes);
  if (isMostlyUtf8(damage)) return decoded(decodeEach("utf-8", pieces), "utf-8", false, damage);

  const legacy = detectLegacyEncoding(bytes);
  return {
    pieces: decodeEach(legacy, pieces),
    encoding: legacy,
    bom: false,
    binary: looksBinary(bytes),
    guessed: true,
  };
}

/** The bytes in pieces of at most PIECE_BYTES, each ending after a line feed: after a blank line when one is near
 * the limit (SubRip and WebVTT pieces then hold whole cues), else after the last line feed; whole over
 * MAX_CUT_BYTES (a script: MAX_CUT_SCRIPT_BYTES). */
export function cutAtLines(bytes: Uint8Array): Uint8Array[] {
  if (bytes.length > (opensWithSection(bytes) ? MAX_CUT_SCRIPT_BYTES : MAX_CUT_BYTES)) return [bytes];
  const pieces: Uint8Array[] = [];
  for (let start = 0; start < bytes.length; ) {
    const end = bytes.length - start > PIECE_BYTES ? pieceEnd(bytes, start) : bytes.length;
    pieces.push(bytes.subarray(start, end));
    start = end;
  }
  return pieces.length > 0 ? pieces : [bytes];
}

/** The first byte other than a space, tab or line break is `[`. */
function opensWithSection(bytes: Uint8Array): boolean {
  let i = 0;
  while (bytes[i] === 32 || bytes[i] === 9 || bytes[i] === 10 || bytes[i] === 13) i++;
  return bytes[i] === 0x5b;
}

function pieceEnd(bytes: Uint8Array, start: number): number {
  const limit = start + PIECE_BYTES;
  for (let i = limit - 1; i > limit - BLANK_LINE_WINDOW; i--) {
    if (bytes[i] === 10 && (bytes[i - 1] === 10 || (bytes[i - 1] === 13 && bytes[i - 2] === 10)))
      return i + 1;
  }
  const last = bytes.lastIndexOf(10, limit - 1);
  if (last >= start) return last + 1;
  // No line feed at all (or a line longer than a piece): up to the next one.
  const next = bytes.indexOf(10, limit);
  return next === -1 ? bytes.length : next + 1;
}

/** Valid UTF-8 text, with the bytes of its ASCII pieces: a piece is ASCII when it has as many characters as bytes. */
function decodedUtf8(text: string[], bytes: readonly Uint8Array[], bom: boolean): DecodedText {
  const ascii = text.map((piece, i) => (piece.length === bytes[i]?.length ? bytes[i] : undefined));
  return { pieces: text, ascii, encoding: "utf-8", bom, binary: false };
}

/** Text in a Unicode encoding, with what was wrong in its UTF-8 bytes when they were not valid throughout. */
function decoded(
  pieces: string[],
  encoding: TextEncodingName,
  bom: boolean,
  damage?: Utf8Damage,
): DecodedText {
  return damage === undefined
    ? { pieces, encoding, bom, binary: false }
    : { pieces, encoding, bom, binary: false, damage };
}

/**
 * ISO-2022-JP is 7-bit, so valid UTF-8 too: its escape into JIS X 0208 (ESC $ B, or ESC $ @) gives it away.
 * Searched in the decoded text, where a one-character search is a fast builtin (a byte array's is a slow loop).
 */
function isIso2022Jp(pieces: readonly string[]): boolean {
  const intoJis = (text: string) => text.includes("\u001b$B") || text.includes("\u001b$@");
  return pieces.some((text) => text.indexOf("\u001b") !== -1 && intoJis(text));
}

/**
 * The pieces as strict UTF-8, or null when any is not valid UTF-8. Each is decoded by the replacing decoder, and
 * again by the strict one only when it then holds a U+FFFD (for a bad sequence, or written in the file): a search
 * for U+FFFD in a one-byte string returns at once, where the strict decoder makes a validation pass of its own.
 * On a 14 MB ASCII file, `decodeBytes` took 11.7-11.8 ms against 11.9-12.0 (TextDecoder alone: 11.6-11.8 ms
 * replacing, 12.1-12.6 strict).
 */
function tryUtf8(pieces: readonly Uint8Array[]): string[] | null {
  const replacing = decoder("utf-8");
  const strict = decoder("utf-8", true);
  try {
    return pieces.map((bytes) => {
      const text = replacing.decode(bytes);
      return text.indexOf("\uFFFD") === -1 ? text : strict.decode(bytes);
    });
  } catch {
    return null;
  }
}

function decodeEach(label: string, pieces: readonly Uint8Array[]): string[] {
  return pieces.map((bytes) => decodeWith(label, bytes));
}

/** TextDecoder has no UTF-32; decode it by hand, replacing invalid code points with U+FFFD. */
function decodeUtf32le(bytes: Uint8Array): string {
  const parts: string[] = [];
  const chunk: number[] = [];
  for (let i = 0; i + 3 < bytes.length; i += 4) {
    const cp =
      ((bytes[i] ?? 0) |
        ((bytes[i + 1] ?? 0) << 8) |
        ((bytes[i + 2] ?? 0) << 16) |
        ((bytes[i + 3] ?? 0) << 24)) >>>
      0;
    chunk.push(cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff) ? 0xfffd : cp);
    if (chunk.length === 4096) parts.push(String.fromCodePoint(...chunk.splice(0)));
  }
  if (bytes.length % 4 !== 0) chunk.push(0xfffd);
  parts.push(String.fromCodePoint(...chunk));
  return parts.join("");
}

/** UTF-16 without BOM: text in Latin script has a NUL in every other byte. */
function sniffUtf16(bytes: Uint8Array): "utf-16le" | "utf-16be" | null {
  const n = Math.min(bytes.length, SNIFF_BYTES) & ~1;
  // Both verdicts need NULs in 40% of the pairs: without any NUL (every legacy 8-bit file) skip the byte loop.
  if (n < 4 || bytes.subarray(0, n).indexOf(0) === -1) return null;
  let evenNul = 0;
  let oddNul = 0;
  for (let i = 0; i < n; i += 2) {
    if (bytes[i] === 0) evenNul++;
    if (bytes[i + 1] === 0) oddNul++;
  }
  const pairs = n / 2;
  if (oddNul > pairs * 0.4 && evenNul < pairs * 0.05) return "utf-16le";
  if (evenNul > pairs * 0.4 && oddNul < pairs * 0.05) return "utf-16be";
  return null;
}

/** Control bytes other than TAB/LF/CR/FF/VT/ESC in the first bytes mean binary data (VobSub, images, archives). */
function looksBinary(bytes: Uint8Array): boolean {
  const n = Math.min(bytes.length, SNIFF_BYTES);
  let control = 0;
  for (let i = 0; i < n; i++) {
    const b = bytes[i] ?? 0;
    if (b < 0x20 && b !== 9 && b !== 10 && b !== 13 && b !== 12 && b !== 11 && b !== 27) control++;
  }
  return control > 0 && control > n * 0.01;
}
