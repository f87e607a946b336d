// Hand-written timestamp scanners: parsing timings is the hot loop of every text format, so no regex and no
// allocation here. A scan returns the time in ms (or -1) and leaves the end position in `scanEnd`.

export let scanEnd = 0;

/** Value of the two ASCII digits at s[i], s[i+1], or -1. */
function two(s: string, i: number): number {
  const a = s.charCodeAt(i) - C0;
  const b = s.charCodeAt(i + 1) - C0;
  return a >= 0 && a <= 9 && b >= 0 && b <= 9 ? a * 10 + b : -1;
}

/**
 * Fast path for the canonical `HH:MM:SS,mmm` (or `.mmm`) that nearly every file uses; -1 when the text at `i`
 * is not exactly that, so the caller falls back to the general scanner.
 */
export function scanCanonicalTime(s: string, i: number, end: number): number {
  if (i + 12 > end || s.charCodeAt(i + 2) !== 58 || s.charCodeAt(i + 5) !== 58) return -1;
  const sep = s.charCodeAt(i + 8);
  if (sep !== 44 && sep !== 46) return -1;
  const h = two(s, i);
  const m = two(s, i + 3);
  const sec = two(s, i + 6);
  const f1 = two(s, i + 9);
  const f2 = s.charCodeAt(i + 11) - C0;
  if (h < 0 || m < 0 || m > 59 || sec < 0 || sec > 59 || f1 < 0 || f2 < 0 || f2 > 9) return -1;
  if (i + 12 < end) {
    const next = s.charCodeAt(i + 12) - C0;
    if (next >= 0 && next <= 9) return -1;
  }
  scanEnd = i + 12;
  return ((h * 60 + m) * 60 + sec) * 1000 + f1 * 10 + f2;
}

const C0 = 48;

/** The end time `canonicalTimingAt` last read. */
export let canonicalEnd = 0;

/**
 * The fast paths' timing line, `HH:MM:SS?mmm --> HH:MM:SS?mmm` exactly at `i`, the fraction separator `.` (or
 * `,` too when `comma`). The caller has found the arrow at i + 13 and made sure the 29 characters exist (past the
 * end, NaN digits would pass).
 * Returns the start in ms and leaves the end in `canonicalEnd`, or -1. One call reads each character once:
 * character reads are what timings cost, about half of a canonical cue's parse time.
 */
export function canonicalTimingAt(s: string, i: number, comma: boolean): number {
  if (s.charCodeAt(i + 12) !== 32 || s.charCodeAt(i + 16) !== 32) return -1;
  if (!isFractionSeparator(s.charCodeAt(i + 8), comma) || !isFractionSeparator(s.charCodeAt(i + 25), comma))
    return -1;
  const start = clockAt(s, i);
  canonicalEnd = clockAt(s, i + 17);
  return canonicalEnd < 0 ? -1 : start;
}

/**
 * `canonicalTimingAt` in the ASCII bytes of the text (see `TextPieces.ascii`) through a view of them, byte i being
 * character i; the 29 bytes must exist, as there (past the end, the view throws). Reads each clock as three
 * little-endian 32-bit words, not twelve bytes: XORed with the clock's template (digits `0`, separators as
 * written), a well-formed word has 0 where a separator is and 0-9 where a digit is, which a few bit operations
 * check at once. Reading the timings byte by byte was a tenth of a 100k-cue WebVTT parse; this took that parse
 * from 1.45 to 1.40× the naive bound's time.
 */
export function canonicalTimingInView(v: DataView, i: number, comma: boolean): number {
  if (v.getUint32(i + 12, true) !== ARROW_WORD || v.getUint8(i + 16) !== 32) return -1;
  const start = clockInView(v, i, comma);
  canonicalEnd = clockInView(v, i + 17, comma);
  return canonicalEnd < 0 ? -1 : start;
}

/** " -->" as a little-endian word: the space before the arrow at i + 12, and the arrow. */
const ARROW_WORD = 0x3e2d2d20;
/** `HH:M`, `M:SS` and `.mmm` with every digit 0, as little-endian words. */
const CLOCK_WORD_0 = 0x303a3030;
const CLOCK_WORD_1 = 0x30303a30;
const CLOCK_WORD_2 = 0x3030302e;
/** Added to a word of values 0-255, sets a byte's top bit where the value is over 9 (or already had it set). */
const OVER_NINE = 0x76767676;
const TOP_BITS = 0x80808080;
/** `,` XOR `.`: what the fraction separator's byte holds after XOR when it is a comma. */
const COMMA_XOR_DOT = 2;

/** `HH:MM:SS.mmm` (or `,mmm` when `comma`) at byte i → ms, or -1. */
function clockInView(v: DataView, i: number, comma: boolean): number {
  const a = v.getUint32(i, true) ^ CLOCK_WORD_0;
  const b = v.getUint32(i + 4, true) ^ CLOCK_WORD_1;
  let c = v.getUint32(i + 8, true) ^ CLOCK_WORD_2;
  if (comma && (c & 0xff) === COMMA_XOR_DOT) c ^= COMMA_XOR_DOT;
  if (((a & 0xff0000) | (b & 0xff00) | (c & 0xff)) !== 0) return -1;
  if ((((a + OVER_NINE) | a | (b + OVER_NINE) | b | (c + OVER_NINE) | c) & TOP_BITS) !== 0) return -1;
  const m1 = a >>> 24;
  const s1 = (b >>> 16) & 0xff;
  if (m1 > 5 || s1 > 5) return -1;
  const hours = (a & 0xff) * 10 + ((a >>> 8) & 0xff);
  const minutes = m1 * 10 + (b & 0xff);
  const seconds = s1 * 10 + (b >>> 24);
  const ms = ((c >>> 8) & 0xff) * 100 + ((c >>> 16) & 0xff) * 10 + (c >>> 24);
  return ((hours * 60 + minutes) * 60 + seconds) * 1000 + ms;
}

function isFractionSeparator(c: number, comma: boolean): boolean {
  return c === 46 || (comma && c === 44);
}

/** `HH:MM:SS?mmm` at i, the separator at i + 8 already checked → ms, or -1. */
function clockAt(s: string, i: number): number {
  if (s.charCodeAt(i + 2) !== 58 || s.charCodeAt(i + 5) !== 58) return -1;
  const h1 = s.charCodeAt(i) - C0;
  const h2 = s.charCodeAt(i + 1) - C0;
  if (h1 >>> 0 > 9 || h2 >>> 0 > 9) return -1;
  return clockMs(
    h1 * 10 + h2,
    s.charCodeAt(i + 3),
    s.charCodeAt(i + 4),
    s.charCodeAt(i + 6),
    s.charCodeAt(i + 7),
    s.charCodeAt(i + 9),
    s.charCodeAt(i + 10),
    s.charCodeAt(i + 11),
  );
}

/**
 * The ms of a clock from its hours and the character codes of its minute, second and three fraction digits
 * (the fast paths read them in place), or -1 when one is not a digit or the minutes or seconds are over 59.
 */
export function clockMs(
  hours: number,
  cm1: number,
  cm2: number,
  cs1: number,
  cs2: number,
  cf1: number,
  cf2: number,
  cf3: number,
): number {
  const m1 = cm1 - C0;
  const m2 = cm2 - C0;
  const s1 = cs1 - C0;
  const s2 = cs2 - C0;
  const f1 = cf1 - C0;
  const f2 = cf2 - C0;
  const f3 = cf3 - C0;
  // `>>> 0` turns a negative difference into a huge number: one unsigned comparison per digit.
  if (m1 >>> 0 > 5 || m2 >>> 0 > 9 || s1 >>> 0 > 5 || s2 >>> 0 > 9) return -1;
  if (f1 >>> 0 > 9 || f2 >>> 0 > 9 || f3 >>> 0 > 9) return -1;
  return ((hours * 60 + m1 * 10 + m2) * 60 + s1 * 10 + s2) * 1000 + f1 * 100 + f2 * 10 + f3;
}

function digitsEnd(s: string, i: number, end: number): number {
  while (i < end) {
    const c = s.charCodeAt(i) - C0;
    if (c < 0 || c > 9) break;
    i++;
  }
  return i;
}

function intValue(s: string, from: number, to: number): number {
  let v = 0;
  for (let i = from; i < to; i++) v = v * 10 + (s.charCodeAt(i) - C0);
  return v;
}

/**
 * Liberal clock time as written in SRT/SBV files: `[h…:]mm:ss[(,|.|:)f…]`, any number of hour digits, 1–3 (or more,
 * truncated) fraction digits read as a decimal fraction, no fraction at all. Minutes/seconds up to 59 only; seconds
 * zero-padded to three digits when a fraction follows (`00:00:013,567`, as some encoders write them).
 */
export function scanClockTime(s: string, i: number, end: number): number {
  const e1 = digitsEnd(s, i, end);
  if (e1 === i || e1 >= end || s.charCodeAt(e1) !== 58) return -1;
  const a = intValue(s, i, e1);
  const e2 = digitsEnd(s, e1 + 1, end);
  if (e2 === e1 + 1 || e2 - e1 - 1 > 2) return -1;
  const b = intValue(s, e1 + 1, e2);
  let h = 0;
  let m = a;
  let sec = b;
  let p = e2;
  if (p < end && s.charCodeAt(p) === 58) {
    const e3 = digitsEnd(s, p + 1, end);
    // Three digits with nothing after them are `mm:ss:fff`, a colon before the fraction.
    const after = e3 < end ? s.charCodeAt(e3) : 0;
    const width = e3 - p - 1;
    if (width > 0 && (width <= 2 || (width === 3 && (after === 44 || after === 46)))) {
      h = a;
      m = b;
      sec = intValue(s, p + 1, e3);
      p = e3;
    }
  }
  if (m > 59 || sec > 59) return -1;
  let ms = 0;
  if (p < end) {
    const sep = s.charCodeAt(p);
    if (sep === 44 || sep === 46 || sep === 58) {
      const e4 = digitsEnd(s, p + 1, end);
      const n = e4 - p - 1;
      // `00:00:01000` lost its comma: after a colon, more than three digits are not a fraction.
      if (sep === 58 && n > 3) return -1;
      if (n > 0) {
        ms = intValue(s, p + 1, p + 1 + Math.min(n, 3));
        if (n === 1) ms *= 100;
        else if (n === 2) ms *= 10;
        p = e4;
      }
    }
  }
  scanEnd = p;
  return ((h * 60 + m) * 60 + sec) * 1000 + ms;
}

/**
 * Strict WebVTT timestamp (W3C "collect a WebVTT timestamp"): `[h…:]mm:ss.ttt`, hours of any length, exactly
 * two minute/second digits, exactly three fraction digits.
 */
export function scanVttTimestamp(s: string, i: number, end: number): number {
  const e1 = digitsEnd(s, i, end);
  if (e1 === i || e1 >= end || s.charCodeAt(e1) !== 58) return -1;
  const v1 = intValue(s, i, e1);
  const hoursFirst = e1 - i !== 2 || v1 > 59;
  const e2 = digitsEnd(s, e1 + 1, end);
  if (e2 - e1 - 1 !== 2) return -1;
  let h = 0;
  let m = v1;
  let sec = intValue(s, e1 + 1, e2);
  let p = e2;
  if (hoursFirst || (p < end && s.charCodeAt(p) === 58)) {
    if (p >= end || s.charCodeAt(p) !== 58) return -1;
    const e3 = digitsEnd(s, p + 1, end);
    if (e3 - p - 1 !== 2) return -1;
    h = v1;
    m = sec;
    sec = intValue(s, p + 1, e3);
    p = e3;
  }
  if (p >= end || s.charCodeAt(p) !== 46) return -1;
  const e4 = digitsEnd(s, p + 1, end);
  if (e4 - p - 1 !== 3) return -1;
  if (m > 59 || sec > 59) return -1;
  scanEnd = e4;
  return ((h * 60 + m) * 60 + sec) * 1000 + intValue(s, p + 1, e4);
}

function pad(n: number, width: number): string {
  const t = String(n);
  return t.length >= width ? t : "0".repeat(width - t.length) + t;
}

/** `HH:MM:SS<sep>mmm` with at least two hour digits (more when hours > 99). */
export function formatClock(ms: number, sep: string, hourWidth = 2): string {
  const t = Math.max(0, Math.round(ms));
  const h = Math.floor(t / 3600000);
  const m = Math.floor(t / 60000) % 60;
  const s = Math.floor(t / 1000) % 60;
  return `${pad(h, hourWidth)}:${pad(m, 2)}:${pad(s, 2)}${sep}${pad(t % 1000, 3)}`;
}
