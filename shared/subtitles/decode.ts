import chardet from "chardet";
import type { TextEncodingName } from "./types";

export interface DecodedText {
  text: string;
  encoding: TextEncodingName;
  /** True when the bytes started with a byte-order mark (removed from `text`). */
  bom: boolean;
  /** True when the bytes look like a binary file (e.g. a VobSub .sub), not text. */
  binary: boolean;
}

const SNIFF_BYTES = 8192;

/** Decodes subtitle bytes, detecting the encoding: BOM, then UTF-16 without BOM, then UTF-8 validity, then legacy 8-bit. */
export function decodeBytes(bytes: Uint8Array): DecodedText {
  const b0 = bytes[0];
  const b1 = bytes[1];
  if (b0 === 0xef && b1 === 0xbb && bytes[2] === 0xbf) {
    return decoded(decodeWith("utf-8", bytes.subarray(3)), "utf-8", true);
  }
  if (b0 === 0xff && b1 === 0xfe && bytes[2] === 0 && bytes[3] === 0) {
    return decoded(decodeUtf32le(bytes.subarray(4)), "utf-32le", true);
  }
  if (b0 === 0xff && b1 === 0xfe) return decoded(decodeWith("utf-16le", bytes.subarray(2)), "utf-16le", true);
  if (b0 === 0xfe && b1 === 0xff) return decoded(decodeWith("utf-16be", bytes.subarray(2)), "utf-16be", true);

  const utf8 = tryUtf8(bytes);
  // UTF-16 without a BOM has NULs, and Latin-script UTF-16 is valid UTF-8 as well: only decoded text with a NUL
  // (a fast search in the string, where a byte loop would cost every file) needs the UTF-16 sniff.
  const utf16 = utf8 === null || utf8.indexOf("\0") !== -1 ? sniffUtf16(bytes) : null;
  if (utf16) return decoded(decodeWith(utf16, bytes), utf16, false);
  // Valid UTF-8 is text even with stray NULs (WebVTT turns them into U+FFFD); binary data is rarely valid UTF-8.
  if (utf8 !== null) return decoded(utf8, "utf-8", false);

  const legacy = detectLegacyEncoding(bytes);
  return { text: decodeWith(legacy, bytes), encoding: legacy, bom: false, binary: looksBinary(bytes) };
}

function decoded(text: string, encoding: TextEncodingName, bom: boolean): DecodedText {
  return { text, encoding, bom, binary: false };
}

// Decoders are reused: decode() without `stream` keeps no state, and creating one costs more than decoding a
// small file.
const decoders = new Map<string, TextDecoder>();
let strictUtf8: TextDecoder | undefined;

function decoder(label: string): TextDecoder {
  let d = decoders.get(label);
  if (!d) {
    d = new TextDecoder(label, { ignoreBOM: true });
    decoders.set(label, d);
  }
  return d;
}

function decodeWith(label: string, bytes: Uint8Array): string {
  const text = decoder(label).decode(bytes);
  return label === "windows-1252" ? fixC1(text) : text;
}

// windows-1252 bytes 0x80–0x9F as WHATWG defines them (Node 20 decodes that label as ISO-8859-1 and yields C1
// controls instead: "…" would become U+0085). Unassigned bytes stay as they are.
const CP1252_C1 = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ";

function fixC1(text: string): string {
  return /[\u0080-\u009f]/.test(text)
    ? text.replace(/[\u0080-\u009f]/g, (c) => CP1252_C1.charAt(c.charCodeAt(0) - 0x80))
    : text;
}

function tryUtf8(bytes: Uint8Array): string | null {
  try {
    strictUtf8 ??= new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
    return strictUtf8.decode(bytes);
  } catch {
    return null;
  }
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

const SUPPORTED_LEGACY = new Set([
  "windows-1250",
  "windows-1251",
  "windows-1252",
  "windows-1253",
  "windows-1254",
  "windows-1255",
  "windows-1256",
  "windows-1257",
  "iso-8859-2",
  "iso-8859-5",
  "iso-8859-6",
  "iso-8859-7",
  "iso-8859-8",
  "iso-8859-9",
  "koi8-r",
]);

// Bytes that are letters of Central European languages in windows-1250 (ć đ ł ą Đ ľ ź Ą ś Ś, and Ź Ť ť which
// windows-1252 leaves undefined) but rare symbols in windows-1252. chardet often ranks 1252 first for Croatian.
const CENTRAL_EUROPEAN = new Set([
  0xe6, 0xf0, 0xb3, 0xb9, 0xd0, 0xbe, 0x9f, 0xa5, 0x9c, 0x8c, 0x8f, 0x8d, 0x9d,
]);

/** Picks a legacy 8-bit encoding with chardet among those TextDecoder supports; windows-1252 by default. */
export function detectLegacyEncoding(bytes: Uint8Array): TextEncodingName {
  let choice = "windows-1252";
  for (const match of chardet.analyse(bytes)) {
    const name = match.name.toLowerCase();
    if (name === "iso-8859-1" || name === "windows-1252") break;
    if (SUPPORTED_LEGACY.has(name)) {
      choice = name;
      break;
    }
  }
  if (choice === "windows-1252" && centralEuropeanShare(bytes) > 0.05) return "windows-1250";
  return choice;
}

function centralEuropeanShare(bytes: Uint8Array): number {
  let high = 0;
  let central = 0;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i] ?? 0;
    if (b < 0x80) continue;
    high++;
    if (CENTRAL_EUROPEAN.has(b)) central++;
  }
  return high === 0 ? 0 : central / high;
}
