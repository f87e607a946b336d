import {
  gifWithMetadata,
  jpegWithMetadata,
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
});
