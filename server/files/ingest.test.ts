import { describe, expect, it } from "vitest";
import { storedFilename } from "./ingest";

describe("storedFilename", () => {
  it("keeps an ordinary name, accents and spaces included", () => {
    expect(storedFilename("Le Fabuleux Destin d'Amélie (2001).fr.srt")).toBe(
      "Le Fabuleux Destin d'Amélie (2001).fr.srt",
    );
  });

  it("drops control characters that would break a header", () => {
    expect(storedFilename("evil\r\nSet-Cookie: x.srt")).toBe("evilSet-Cookie: x.srt");
    expect(storedFilename("\u0000\u0007")).toBe("subtitle");
  });

  it("shortens a long name to 255 characters, keeping the extension", () => {
    const name = storedFilename(`${"a".repeat(300)}.srt`);
    expect(name).toHaveLength(255);
    expect(name.endsWith("a.srt")).toBe(true);
  });
});
