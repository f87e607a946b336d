import { describe, expect, it } from "vitest";
import { safeZipName, uniqueZipNames } from "./zipEntryNames";

describe("batch zip entry names", () => {
  it("keeps distinct names and numbers the ones that collide before the language and extension", () => {
    expect(
      uniqueZipNames(["movie.fr.srt", "movie.de.srt", "movie.fr.srt", "Movie.FR.srt", "movie.fr.srt"]),
    ).toEqual(["movie.fr.srt", "movie.de.srt", "movie-2.fr.srt", "Movie-3.FR.srt", "movie-4.fr.srt"]);
  });

  it("does not take a numbered name that another entry already has", () => {
    expect(uniqueZipNames(["a-2.fr.srt", "a.fr.srt", "a.fr.srt"])).toEqual([
      "a-2.fr.srt",
      "a.fr.srt",
      "a-3.fr.srt",
    ]);
  });

  it("keeps entries inside the zip: no folders, no control characters, no leading dots", () => {
    expect(safeZipName("../../etc/passwd.fr.srt")).toBe("__.._etc_passwd.fr.srt");
    expect(safeZipName("a\u0000b.fr.srt")).toBe("a_b.fr.srt");
    expect(safeZipName("")).toBe("file");
  });
});
