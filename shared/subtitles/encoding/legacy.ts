import chardet from "chardet";
import type { TextEncodingName } from "../types";
import { decoder } from "./decoders";

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

// Of those, æ ð Æ Ð are Danish, Norwegian and Icelandic letters too, whose other letters å ø þ Å Ø Þ (ĺ ř ţ Ĺ Ř Ţ
// in windows-1250, rare in the languages that write ć and đ) tell the two apart.
const NORDIC_OR_CENTRAL = new Set([0xe6, 0xf0, 0xc6, 0xd0]);
const NORDIC = new Set([0xe5, 0xf8, 0xfe, 0xc5, 0xd8, 0xde]);

/**
 * The multi-byte encodings of Chinese, Japanese and Korean subtitles written before UTF-8 (fansubs in GBK, Big5
 * or Shift_JIS). Their bytes cannot be a line feed except a line feed's, so they are decoded in pieces too.
 */
const MULTI_BYTE = new Set(["gb18030", "big5", "shift_jis", "euc-jp", "euc-kr"]);
/** chardet gives real Chinese, Japanese or Korean text 100 and ranks them at 10 for Western text. */
const MULTI_BYTE_CONFIDENCE = 50;

/**
 * Picks a legacy encoding with chardet among those TextDecoder supports; windows-1252 by default. A candidate
 * that leaves any byte sequence of the file undefined is not the file's encoding, however chardet ranks it
 * (short texts such as lists of letters fool its statistics).
 */
export function detectLegacyEncoding(bytes: Uint8Array): TextEncodingName {
  let choice = "windows-1252";
  for (const match of chardet.analyse(sample(bytes))) {
    const name = match.name.toLowerCase();
    if (name === "iso-8859-1" || name === "windows-1252") break;
    const candidate =
      SUPPORTED_LEGACY.has(name) || (MULTI_BYTE.has(name) && match.confidence >= MULTI_BYTE_CONFIDENCE);
    if (candidate && decodesCleanly(name, bytes)) {
      choice = name;
      break;
    }
  }
  if (choice === "windows-1252" && centralEuropeanShare(bytes) > 0.05) return "windows-1250";
  return choice;
}

/** chardet reads about 3 MB/s here: it looks at this much of a file, which is plenty for its statistics. */
const SAMPLE_WINDOWS = 4;
const SAMPLE_WINDOW_BYTES = 16 * 1024;

/** Windows spread over the file (its start may be credits in plain ASCII), each of whole lines, so that no
 * multi-byte character is cut. */
function sample(bytes: Uint8Array): Uint8Array {
  if (bytes.length <= SAMPLE_WINDOWS * SAMPLE_WINDOW_BYTES) return bytes;
  const out = new Uint8Array(SAMPLE_WINDOWS * SAMPLE_WINDOW_BYTES);
  let size = 0;
  for (let k = 0; k < SAMPLE_WINDOWS; k++) {
    const at = Math.floor(((bytes.length - SAMPLE_WINDOW_BYTES) * k) / (SAMPLE_WINDOWS - 1));
    const from = k === 0 ? 0 : bytes.indexOf(10, at) + 1;
    const end = bytes.lastIndexOf(10, from + SAMPLE_WINDOW_BYTES - 1) + 1;
    if (from > 0 || k === 0) {
      const window = bytes.subarray(from, end > from ? end : from + SAMPLE_WINDOW_BYTES);
      out.set(window, size);
      size += window.length;
    }
  }
  return out.subarray(0, size);
}

function decodesCleanly(label: string, bytes: Uint8Array): boolean {
  try {
    decoder(label, true).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

function centralEuropeanShare(bytes: Uint8Array): number {
  let high = 0;
  let central = 0;
  let nordic = 0;
  let ambiguous = 0;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i] ?? 0;
    if (b < 0x80) continue;
    high++;
    if (NORDIC.has(b)) nordic++;
    if (NORDIC_OR_CENTRAL.has(b)) ambiguous++;
    else if (CENTRAL_EUROPEAN.has(b)) central++;
  }
  if (nordic * 10 < ambiguous) central += ambiguous;
  return high === 0 ? 0 : central / high;
}
