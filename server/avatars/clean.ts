/**
 * Avatars are accepted by their bytes, never by their name or declared type: PNG, JPEG, WebP or GIF, recognised by
 * their signature and walked structure by structure. What could carry metadata (text and EXIF chunks, APPn
 * segments other than JFIF, comments, XMP) is left out of the copy we keep, so a photo's location or camera never
 * reaches other people. Anything we cannot walk to its end is refused rather than stored as is, and so is an image
 * whose header claims more than AVATAR_MAX_SIDE pixels a side: a few bytes claiming 100000 × 100000 would make
 * every browser that shows it decode gigabytes.
 */
import { AVATAR_MAX_SIDE } from "@shared/avatar";

export type ImageType = "png" | "jpeg" | "webp" | "gif";

export interface CleanImage {
  type: ImageType;
  bytes: Buffer;
}

export const IMAGE_EXTENSIONS: Readonly<Record<ImageType, string>> = {
  png: "png",
  jpeg: "jpg",
  webp: "webp",
  gif: "gif",
};

export const IMAGE_CONTENT_TYPES: Readonly<Record<ImageType, string>> = {
  png: "image/png",
  jpeg: "image/jpeg",
  webp: "image/webp",
  gif: "image/gif",
};

class Malformed extends Error {}

/** The image without its metadata, or undefined when it is not an image we can read through. */
export function cleanImage(bytes: Buffer): CleanImage | undefined {
  try {
    if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
      return { type: "png", bytes: cleanPng(bytes) };
    if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { type: "jpeg", bytes: cleanJpeg(bytes) };
    if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP")
      return { type: "webp", bytes: cleanWebp(bytes) };
    if (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a")
      return { type: "gif", bytes: cleanGif(bytes) };
    return undefined;
  } catch (error) {
    if (error instanceof Malformed || error instanceof RangeError) return undefined;
    throw error;
  }
}

function startsWith(bytes: Buffer, signature: number[]): boolean {
  return bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);
}

function ascii(bytes: Buffer, start: number, length: number): string {
  return bytes.toString("latin1", start, Math.min(bytes.length, start + length));
}

function need(condition: boolean): asserts condition {
  if (!condition) throw new Malformed();
}

/** The dimensions an image (or one of its frames) declares: from one pixel to AVATAR_MAX_SIDE a side. */
function sized(width: number, height: number): void {
  need(width >= 1 && height >= 1 && width <= AVATAR_MAX_SIDE && height <= AVATAR_MAX_SIDE);
}

/** PNG: the critical chunks and the ancillary ones that only describe pixels (colour, transparency, density). */
const PNG_KEPT = new Set([
  "IHDR",
  "PLTE",
  "IDAT",
  "IEND",
  "tRNS",
  "gAMA",
  "cHRM",
  "sRGB",
  "iCCP",
  "sBIT",
  "bKGD",
  "pHYs",
]);

function cleanPng(bytes: Buffer): Buffer {
  const parts: Buffer[] = [bytes.subarray(0, 8)];
  let pos = 8;
  let first = true;
  for (;;) {
    need(pos + 12 <= bytes.length);
    const length = bytes.readUInt32BE(pos);
    const type = ascii(bytes, pos + 4, 4);
    const end = pos + 12 + length;
    need(end <= bytes.length);
    need(!first || type === "IHDR");
    if (first) {
      need(length >= 8);
      sized(bytes.readUInt32BE(pos + 8), bytes.readUInt32BE(pos + 12));
    }
    first = false;
    if (PNG_KEPT.has(type)) parts.push(bytes.subarray(pos, end));
    pos = end;
    if (type === "IEND") return Buffer.concat(parts);
  }
}

/** JPEG: every segment but APP1-APP15, an APP0 that is not JFIF, and comments; nothing after the end marker. */
function cleanJpeg(bytes: Buffer): Buffer {
  const parts: Buffer[] = [bytes.subarray(0, 2)];
  let pos = 2;
  let frame = false;
  let scan = false;
  for (;;) {
    need(pos + 2 <= bytes.length && bytes[pos] === 0xff);
    while (bytes[pos + 1] === 0xff) pos++; // fill bytes before a marker
    const marker = bytes[pos + 1] as number;
    if (marker === 0xd9) {
      need(frame && scan);
      parts.push(Buffer.from([0xff, 0xd9]));
      return Buffer.concat(parts);
    }
    need(marker !== 0xd8 && !(marker >= 0xd0 && marker <= 0xd7) && marker !== 0x01);
    need(pos + 4 <= bytes.length);
    const end = pos + 2 + bytes.readUInt16BE(pos + 2);
    need(end <= bytes.length && end > pos + 3);
    const isApp = marker >= 0xe0 && marker <= 0xef;
    const jfif = marker === 0xe0 && ascii(bytes, pos + 4, 5) === "JFIF\0";
    if (!(isApp && !jfif) && marker !== 0xfe) parts.push(bytes.subarray(pos, end));
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      // Start of frame: sample precision, then height and width.
      need(end >= pos + 9);
      sized(bytes.readUInt16BE(pos + 7), bytes.readUInt16BE(pos + 5));
      frame = true;
    }
    pos = end;
    if (marker === 0xda) {
      scan = true;
      // Entropy-coded data runs to the next marker that is not a stuffed 0xFF00 or a restart marker.
      let next = pos;
      while (next + 1 < bytes.length) {
        const following = bytes[next + 1] as number;
        if (bytes[next] === 0xff && following !== 0x00 && !(following >= 0xd0 && following <= 0xd7)) break;
        next++;
      }
      need(next + 1 < bytes.length);
      parts.push(bytes.subarray(pos, next));
      pos = next;
    }
  }
}

/** WebP: every chunk but EXIF and XMP, with the extended header's flags for them cleared. */
function cleanWebp(bytes: Buffer): Buffer {
  const riffEnd = 8 + bytes.readUInt32LE(4);
  need(riffEnd <= bytes.length && riffEnd >= 20);
  const chunks: Buffer[] = [];
  let pos = 12;
  while (pos < riffEnd) {
    need(pos + 8 <= riffEnd);
    const type = ascii(bytes, pos, 4);
    const size = bytes.readUInt32LE(pos + 4);
    const end = pos + 8 + size + (size % 2);
    need(end <= riffEnd);
    if (chunks.length === 0) need(type === "VP8 " || type === "VP8L" || type === "VP8X");
    webpDimensions(bytes, type, pos + 8, size);
    if (type === "VP8X") {
      const chunk = Buffer.from(bytes.subarray(pos, end));
      chunk[8] = (chunk[8] as number) & ~(0x08 | 0x04);
      chunks.push(chunk);
    } else if (type !== "EXIF" && type !== "XMP ") {
      chunks.push(bytes.subarray(pos, end));
    }
    pos = end;
  }
  const body = Buffer.concat(chunks);
  const header = Buffer.alloc(12);
  header.write("RIFF", 0, "latin1");
  header.writeUInt32LE(4 + body.length, 4);
  header.write("WEBP", 8, "latin1");
  return Buffer.concat([header, body]);
}

/** Checks the canvas (VP8X) or the bitstream's own size (VP8, VP8L) of a WebP chunk whose data starts at `data`. */
function webpDimensions(bytes: Buffer, type: string, data: number, size: number): void {
  if (type === "VP8X") {
    need(size >= 10);
    sized(bytes.readUIntLE(data + 4, 3) + 1, bytes.readUIntLE(data + 7, 3) + 1);
  } else if (type === "VP8L") {
    // A signature byte, then 14 bits of width - 1 and 14 bits of height - 1.
    need(size >= 5 && bytes[data] === 0x2f);
    const bits = bytes.readUInt32LE(data + 1);
    sized((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  } else if (type === "VP8 ") {
    // A 3-byte frame tag, the start code 9D 01 2A, then 14-bit width and height (2 bits of scale above each).
    need(size >= 10);
    sized(bytes.readUInt16LE(data + 6) & 0x3fff, bytes.readUInt16LE(data + 8) & 0x3fff);
  }
}

/** GIF: images and their control blocks, and the looping extension of animations; comments and XMP go. */
function cleanGif(bytes: Buffer): Buffer {
  const colorTable = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);
  const subBlocksEnd = (start: number) => {
    let pos = start;
    for (;;) {
      need(pos < bytes.length);
      const size = bytes[pos] as number;
      pos += 1 + size;
      if (size === 0) return pos;
    }
  };
  const parts: Buffer[] = [];
  need(bytes.length >= 13);
  sized(bytes.readUInt16LE(6), bytes.readUInt16LE(8));
  let pos = 13 + colorTable(bytes[10] as number);
  need(pos <= bytes.length);
  parts.push(bytes.subarray(0, pos));
  for (;;) {
    need(pos < bytes.length);
    const introducer = bytes[pos];
    if (introducer === 0x3b) {
      parts.push(bytes.subarray(pos, pos + 1));
      return Buffer.concat(parts);
    }
    if (introducer === 0x2c) {
      need(pos + 10 <= bytes.length);
      sized(bytes.readUInt16LE(pos + 5), bytes.readUInt16LE(pos + 7));
      const dataStart = pos + 10 + colorTable(bytes[pos + 9] as number) + 1; // + LZW minimum code size
      const end = subBlocksEnd(dataStart);
      parts.push(bytes.subarray(pos, end));
      pos = end;
      continue;
    }
    need(introducer === 0x21 && pos + 2 <= bytes.length);
    const label = bytes[pos + 1];
    const end = subBlocksEnd(pos + 2);
    const application = label === 0xff ? ascii(bytes, pos + 3, 11) : "";
    const keep =
      label === 0xf9 || label === 0x01 || application === "NETSCAPE2.0" || application === "ANIMEXTS1.0";
    if (keep) parts.push(bytes.subarray(pos, end));
    pos = end;
  }
}
