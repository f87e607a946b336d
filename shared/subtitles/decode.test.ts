import { describe, expect, it } from "vitest";
import { parseSubtitle } from "./index";

const srt = (text: string) => `1\n00:00:01,000 --> 00:00:02,000\n${text}\n`;

/** Bytes of text in a legacy 8-bit encoding, from a table of its non-ASCII characters (Latin-1 ones map as is). */
function legacyBytes(text: string, table: Record<string, number> = {}): Uint8Array {
  return Uint8Array.from(text, (c) => table[c] ?? c.charCodeAt(0));
}

const CP1250: Record<string, number> = {
  č: 0xe8,
  ć: 0xe6,
  đ: 0xf0,
  š: 0x9a,
  ž: 0x9e,
  Č: 0xc8,
  Ć: 0xc6,
  Đ: 0xd0,
  Š: 0x8a,
  Ž: 0x8e,
};

function cp1251(text: string): Uint8Array {
  return Uint8Array.from(text, (c) => {
    const u = c.charCodeAt(0);
    return u >= 0x410 && u <= 0x44f ? u - 0x410 + 0xc0 : u;
  });
}

function read(bytes: Uint8Array) {
  const result = parseSubtitle(bytes, { filename: "film.srt" });
  return { encoding: result.encoding, text: result.cues[0]?.text };
}

describe("legacy encodings", () => {
  it("reads Danish and Icelandic windows-1252 text as windows-1252: æ and ð are not ć and đ there", () => {
    const danish = "Jeg kan ikke lide æbler, men jeg elsker blåbær og rødgrød med fløde. Hvad æder du?";
    expect(read(legacyBytes(srt(danish)))).toEqual({ encoding: "windows-1252", text: danish });
    const icelandic = "Það er gott að borða fisk. Þú ert með bók, og ég sá hann í gær.";
    expect(read(legacyBytes(srt(icelandic)))).toEqual({ encoding: "windows-1252", text: icelandic });
  });

  it("still reads Croatian windows-1250 text, whose ć and đ come without the Nordic letters", () => {
    const croatian = "Đino, neće da izađe odatle. Čekaj, što radiš? Žao mi je, ćao!";
    expect(read(legacyBytes(srt(croatian), CP1250))).toEqual({ encoding: "windows-1250", text: croatian });
  });

  it("passes over encodings that leave a byte of the file undefined, however chardet ranks them", () => {
    // A list of letters fools chardet's statistics: it ranks iso-8859-8 first, where 0xC0-0xDF are undefined.
    const alphabet = Array.from(
      { length: 32 },
      (_, i) => String.fromCharCode(0x410 + i) + String.fromCharCode(0x430 + i),
    ).join(" ");
    expect(read(cp1251(srt(alphabet)))).toEqual({ encoding: "windows-1251", text: alphabet });
  });
});
