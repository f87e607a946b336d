/** What is wrong in bytes that are not valid UTF-8 throughout. */
export interface Utf8Damage {
  /** Well-formed multi-byte characters. */
  valid: number;
  /** Byte sequences that are not UTF-8 (each shown as U+FFFD), the cut character at the end included. */
  invalid: number;
  /** True when the last character is cut short, as in a file whose download stopped. */
  cutAtEnd: boolean;
  /** Line of the first invalid sequence, counted as the parsers count lines (LF, CRLF or CR). */
  line: number;
}

/**
 * Scans bytes that failed strict UTF-8 decoding. A file with many well-formed multi-byte characters and a few bad
 * bytes is damaged UTF-8 (a cut download, a stray byte from an editor), not a legacy encoding: read as legacy,
 * its every other accented letter would turn into two wrong ones.
 */
export function utf8Damage(bytes: Uint8Array): Utf8Damage {
  const n = bytes.length;
  let valid = 0;
  let invalid = 0;
  let cutAtEnd = false;
  let firstBad = -1;
  for (let i = 0; i < n; ) {
    const b = bytes[i] as number;
    if (b < 0x80) {
      i++;
      continue;
    }
    const length = sequenceLength(bytes, i);
    if (length > 0) {
      valid++;
      i += length;
      continue;
    }
    invalid++;
    if (firstBad < 0) firstBad = i;
    if (length === CUT) {
      cutAtEnd = true;
      break;
    }
    i++;
  }
  return { valid, invalid, cutAtEnd, line: firstBad < 0 ? 0 : lineAt(bytes, firstBad) };
}

/** Damaged UTF-8 rather than another encoding: bad sequences are few next to good ones, or only the end is cut. */
export function isMostlyUtf8(damage: Utf8Damage): boolean {
  const bad = damage.invalid - (damage.cutAtEnd ? 1 : 0);
  return damage.valid > 0 && damage.valid > bad * 4;
}

const CUT = -1;

/** Length of the well-formed sequence at i (2-4), 0 when it is not one, CUT when it is cut short by the end. */
function sequenceLength(bytes: Uint8Array, i: number): number {
  const b = bytes[i] as number;
  const length = b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0;
  if (length === 0) return 0;
  // The second byte's range excludes overlong forms, surrogates and code points past U+10FFFF.
  const low = b === 0xe0 ? 0xa0 : b === 0xf0 ? 0x90 : 0x80;
  const high = b === 0xed ? 0x9f : b === 0xf4 ? 0x8f : 0xbf;
  for (let k = 1; k < length; k++) {
    if (i + k >= bytes.length) return CUT;
    const c = bytes[i + k] as number;
    if (k === 1 ? c < low || c > high : c < 0x80 || c > 0xbf) return 0;
  }
  return length;
}

function lineAt(bytes: Uint8Array, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset; i++) {
    const b = bytes[i];
    if (b === 10 || (b === 13 && bytes[i + 1] !== 10)) line++;
  }
  return line;
}
