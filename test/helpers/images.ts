import { crc32 } from "node:zlib";
import QRCode from "qrcode";

/**
 * Small images with the metadata a phone or an editor writes, for the avatar tests: each comes with the bytes
 * that must remain once the metadata is stripped. The text "GPS 48.8584N 2.2945E" stands for the location.
 */
export const SECRET = "GPS 48.8584N 2.2945E";

export interface ImageFixture {
  bytes: Buffer;
  /** What the cleaned file must be, byte for byte. */
  clean: Buffer;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A real PNG (a QR code) with text, EXIF and time chunks added after its header. */
export async function pngWithMetadata(): Promise<ImageFixture> {
  const clean = await QRCode.toBuffer("avatar", { width: 64 });
  const ihdrEnd = 8 + 25;
  const bytes = Buffer.concat([
    clean.subarray(0, ihdrEnd),
    pngChunk("tEXt", Buffer.from(`Comment\0${SECRET}`, "latin1")),
    pngChunk("eXIf", Buffer.from(`MM\0*${SECRET}`, "latin1")),
    pngChunk("tIME", Buffer.from([7, 234, 11, 25, 12, 0, 0])),
    clean.subarray(ihdrEnd),
  ]);
  return { bytes, clean };
}

/** A real PNG whose header claims `width` × `height` pixels, as a forged one would (its pixels stay 64 × 64). */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from((await pngWithMetadata()).clean);
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  return png;
}

function segment(marker: number, data: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([head, data]);
}

/** A baseline JPEG's structure with EXIF (APP1), XMP-like APP13, a comment and bytes after its end. */
export function jpegWithMetadata(): ImageFixture {
  const soi = Buffer.from([0xff, 0xd8]);
  const jfif = segment(0xe0, Buffer.from([0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]));
  const exif = segment(0xe1, Buffer.from(`Exif\0\0${SECRET}`, "latin1"));
  const photoshop = segment(0xed, Buffer.from(`Photoshop 3.0\0${SECRET}`, "latin1"));
  const comment = segment(0xfe, Buffer.from(SECRET, "latin1"));
  const dqt = segment(0xdb, Buffer.concat([Buffer.from([0]), Buffer.alloc(64, 1)]));
  const sof = segment(0xc0, Buffer.from([8, 0, 1, 0, 1, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]));
  const dht = segment(0xc4, Buffer.from([0, 1, ...Array<number>(15).fill(0), 0]));
  const sos = segment(0xda, Buffer.from([3, 1, 0, 2, 0x11, 3, 0x11, 0, 0x3f, 0]));
  // Entropy-coded data with a stuffed 0xFF00 and a restart marker, which belong to the scan.
  const scan = Buffer.from([0x12, 0x34, 0xff, 0x00, 0x56, 0xff, 0xd0, 0x78, 0x9a]);
  const eoi = Buffer.from([0xff, 0xd9]);
  const bytes = Buffer.concat([
    soi,
    jfif,
    exif,
    comment,
    dqt,
    photoshop,
    sof,
    dht,
    sos,
    scan,
    eoi,
    Buffer.from(SECRET),
  ]);
  return { bytes, clean: Buffer.concat([soi, jfif, dqt, sof, dht, sos, scan, eoi]) };
}

function riffChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.write(type, 0, "latin1");
  head.writeUInt32LE(data.length, 4);
  return Buffer.concat([head, data, data.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
}

function riff(chunks: Buffer[]): Buffer {
  const body = Buffer.concat(chunks);
  const head = Buffer.alloc(12);
  head.write("RIFF", 0, "latin1");
  head.writeUInt32LE(body.length + 4, 4);
  head.write("WEBP", 8, "latin1");
  return Buffer.concat([head, body]);
}

/** An extended WebP whose header announces EXIF and XMP chunks. */
export function webpWithMetadata(): ImageFixture {
  const header = (flags: number) => riffChunk("VP8X", Buffer.from([flags, 0, 0, 0, 0, 0, 0, 0, 0, 0]));
  const image = riffChunk("VP8L", Buffer.from([0x2f, 0, 0, 0, 0x10, 0x07, 0x10, 0x11, 0x11]));
  const bytes = riff([
    header(0x0c),
    image,
    riffChunk("EXIF", Buffer.from(SECRET)),
    riffChunk("XMP ", Buffer.from(SECRET)),
  ]);
  return { bytes, clean: riff([header(0), image]) };
}

/** A one-pixel animated GIF with a comment and an XMP application block. */
export function gifWithMetadata(): ImageFixture {
  const header = Buffer.concat([
    Buffer.from("GIF89a", "latin1"),
    Buffer.from([1, 0, 1, 0, 0x80, 0, 0]),
    Buffer.alloc(6),
  ]);
  const comment = Buffer.concat([
    Buffer.from([0x21, 0xfe, SECRET.length]),
    Buffer.from(SECRET),
    Buffer.from([0]),
  ]);
  const xmp = Buffer.concat([
    Buffer.from([0x21, 0xff, 11]),
    Buffer.from("XMP DataXMP", "latin1"),
    Buffer.from([SECRET.length]),
    Buffer.from(SECRET),
    Buffer.from([0]),
  ]);
  const loop = Buffer.concat([
    Buffer.from([0x21, 0xff, 11]),
    Buffer.from("NETSCAPE2.0", "latin1"),
    Buffer.from([3, 1, 0, 0, 0]),
  ]);
  const control = Buffer.from([0x21, 0xf9, 4, 0, 0, 0, 0, 0]);
  const image = Buffer.from([0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x4c, 0x01, 0]);
  const trailer = Buffer.from([0x3b]);
  return {
    bytes: Buffer.concat([header, comment, loop, xmp, control, image, trailer]),
    clean: Buffer.concat([header, loop, control, image, trailer]),
  };
}
