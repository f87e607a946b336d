import { AVATAR_MAX_SIDE } from "@shared/avatar";
import {
  gifWithMetadata,
  jpegWithMetadata,
  pngClaiming,
  pngWithMetadata,
  SECRET,
  webpWithMetadata,
} from "@test/helpers/images";
import { describe, expect, it } from "vitest";
import { cleanImage } from "./clean";

describe("cleanImage", () => {
  it("keeps a PNG's image chunks and drops its text, EXIF and time chunks", async () => {
    const png = await pngWithMetadata();
    expect(png.bytes.includes(SECRET)).toBe(true);
    expect(cleanImage(png.bytes)).toEqual({ type: "png", bytes: png.clean });
  });

  it("keeps a JPEG's JFIF, tables and scan, and drops APPn, comments and what follows its end", () => {
    const jpeg = jpegWithMetadata();
    expect(cleanImage(jpeg.bytes)).toEqual({ type: "jpeg", bytes: jpeg.clean });
  });

  it("drops a WebP's EXIF and XMP chunks and clears their flags", () => {
    const webp = webpWithMetadata();
    expect(cleanImage(webp.bytes)).toEqual({ type: "webp", bytes: webp.clean });
  });

  it("drops a GIF's comments and XMP and keeps its animation loop", () => {
    const gif = gifWithMetadata();
    expect(cleanImage(gif.bytes)).toEqual({ type: "gif", bytes: gif.clean });
  });

  it("refuses what is not one of those images, whatever it claims, and images cut short", async () => {
    const png = await pngWithMetadata();
    for (const bytes of [
      Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>"),
      Buffer.from("<html><script>fetch('/api/v1/auth/me')</script></html>"),
      Buffer.from("GIF89a"),
      png.bytes.subarray(0, png.bytes.length - 20),
      jpegWithMetadata().bytes.subarray(0, 40),
      webpWithMetadata().bytes.subarray(0, 30),
      gifWithMetadata().bytes.subarray(0, 40),
      Buffer.alloc(0),
    ]) {
      expect(cleanImage(bytes)).toBeUndefined();
    }
  });

  it("refuses an image whose header claims more than 4096 pixels a side, in every format and frame", async () => {
    /** A copy of `bytes` with `write` applied, as a forged header would read. */
    const forged = (bytes: Buffer, write: (copy: Buffer) => void) => {
      const copy = Buffer.from(bytes);
      write(copy);
      return copy;
    };
    const jpeg = jpegWithMetadata().clean;
    const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
    const webp = webpWithMetadata().clean; // VP8X (canvas size at 24 and 27), then VP8L (its size bits at 39)
    const lossyWebp = (width: number) => {
      const data = Buffer.from([0x10, 0x02, 0x00, 0x9d, 0x01, 0x2a, 0, 0, 64, 0]);
      data.writeUInt16LE(width, 6);
      const head = Buffer.alloc(20);
      head.write("RIFF", 0, "latin1");
      head.writeUInt32LE(4 + 8 + data.length, 4);
      head.write("WEBPVP8 ", 8, "latin1");
      head.writeUInt32LE(data.length, 16);
      return Buffer.concat([head, data]);
    };
    const gif = gifWithMetadata().clean;
    const frame = gif.lastIndexOf(0x2c);

    expect(AVATAR_MAX_SIDE).toBe(4096);
    expect(cleanImage(await pngClaiming(4096, 4096))?.type).toBe("png");
    expect(cleanImage(lossyWebp(64))?.type).toBe("webp");
    for (const bytes of [
      await pngClaiming(100_000, 100_000),
      await pngClaiming(0, 64),
      forged(jpeg, (b) => b.writeUInt16BE(50_000, sof + 5)),
      forged(jpeg, (b) => b.writeUInt16BE(50_000, sof + 7)),
      forged(webp, (b) => b.writeUIntLE(99_999, 24, 3)),
      forged(webp, (b) => b.writeUIntLE(99_999, 27, 3)),
      forged(webp, (b) => b.writeUInt32LE(0x3fff, 39)),
      lossyWebp(16_383),
      forged(gif, (b) => b.writeUInt16LE(50_000, 6)),
      forged(gif, (b) => b.writeUInt16LE(50_000, frame + 7)),
    ]) {
      expect(cleanImage(bytes)).toBeUndefined();
    }
  });
});
