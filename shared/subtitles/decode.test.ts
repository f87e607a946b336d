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

  // Three lines each, encoded by Python's codecs; chardet is sure of all four from that little text.
  const CJK: [string, string[], string[]][] = [
    [
      "gb18030",
      ["你好，我们明天早上在火车站见面吧。", "别担心，一切都会好起来的。", "他说他今晚不回家吃饭了。"],
      [
        "c4e3bac3a3acced2c3c7c3f7ccecd4e7c9cfd4dabbf0b3b5d5bebcfbc3e6b0c9a1a3",
        "b1f0b5a3d0c4a3acd2bbc7d0b6bcbbe1bac3c6f0c0b4b5c4a1a3",
        "cbfbcbb5cbfbbdf1cdedb2bbbbd8bcd2b3d4b7b9c1cba1a3",
      ],
    ],
    [
      "big5",
      ["你好，我們明天早上在火車站見面吧。", "別擔心，一切都會好起來的。", "他說他今晚不回家吃飯了。"],
      [
        "a741a66ea141a7daadcca9faa4d1a6ada457a662a4f5a8aeafb8a8a3adb1a761a143",
        "a74fbee1a4dfa141a440a4c1b3a3b77ca66eb05fa8d3aabaa143",
        "a54cbba1a54ca4b5b1dfa4a3a65eae61a659b6baa446a143",
      ],
    ],
    [
      "shift_jis",
      [
        "こんにちは、明日の朝、駅で会いましょう。",
        "心配しないで、きっと大丈夫だよ。",
        "彼は今夜、家で夕食を食べないと言った。",
      ],
      [
        "82b182f182c982bf82cd814196be93fa82cc92a98141897782c589ef82a282dc82b582e582a48142",
        "9053947a82b582c882a282c5814182ab82c182c691e58fe4957682be82e68142",
        "94de82cd8da196e9814189c682c5975b904882f0904882d782c882a282c68cbe82c182bd8142",
      ],
    ],
    [
      "euc-kr",
      [
        "안녕하세요, 내일 아침 기차역에서 만나요.",
        "걱정하지 마세요, 다 잘 될 거예요.",
        "그는 오늘 밤 집에서 저녁을 먹지 않는다고 했어요.",
      ],
      [
        "bec8b3e7c7cfbcbcbfe42c20b3bbc0cf20bec6c4a720b1e2c2f7bfaabfa1bcad20b8b8b3aabfe42e",
        "b0c6c1a4c7cfc1f620b8b6bcbcbfe42c20b4d920c0df20b5c920b0c5bfb9bfe42e",
        "b1d7b4c220bfc0b4c320b9e320c1fdbfa1bcad20c0fab3e1c0bb20b8d4c1f620becab4c2b4d9b0ed20c7dfbeeebfe42e",
      ],
    ],
  ];

  it.each(CJK)("reads Chinese, Japanese and Korean subtitles in %s", (encoding, lines, hexLines) => {
    const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
    const bytes = hexLines.flatMap((hex, i) => [
      ...ascii(`${i + 1}\n00:00:0${i + 1},000 --> 00:00:0${i + 2},000\n`),
      ...(hex.match(/../g) ?? []).map((h) => Number.parseInt(h, 16)),
      ...ascii("\n\n"),
    ]);
    const result = parseSubtitle(new Uint8Array(bytes), { filename: "film.srt" });
    expect(result.encoding).toBe(encoding);
    expect(result.cues.map((c) => c.text)).toEqual(lines);
  });

  it("finds the encoding of a long file whose first part is plain ASCII", () => {
    const english = Array.from(
      { length: 900 },
      (_, i) => `${i + 1}\n00:00:01,000 --> 00:00:02,000\nLine ${i}\n\n`,
    );
    const russian = Array.from(
      { length: 300 },
      (_, i) => `${i + 901}\n00:00:03,000 --> 00:00:04,000\nПривет, как дела? Я не знаю, что сказать.\n\n`,
    );
    const result = parseSubtitle(cp1251([...english, ...russian].join("")), { filename: "long.srt" });
    expect(result.encoding).toBe("windows-1251");
    expect(result.cues[1000]?.text).toBe("Привет, как дела? Я не знаю, что сказать.");
  });

  it("reads ISO-2022-JP, which is valid UTF-8 too, by its escape into JIS X 0208", () => {
    const bytes = legacyBytes(srt("\u001b$B0-L4C5De\u001b(B"));
    expect(read(bytes)).toEqual({ encoding: "iso-2022-jp", text: "悪夢探偵" });
  });
});

describe("damaged UTF-8", () => {
  const utf8 = (text: string) => new TextEncoder().encode(text);
  const japanese =
    "1\n00:00:01,000 --> 00:00:02,000\nこんにちは、明日の朝、駅で会いましょう。\n\n2\n00:00:03,000 --> 00:00:04,000\n心配しないで\n";

  function damaged(bytes: Uint8Array) {
    const result = parseSubtitle(bytes, { filename: "film.srt" });
    return {
      encoding: result.encoding,
      texts: result.cues.map((c) => c.text),
      warnings: result.diagnostics.map((d) => [d.code, d.line, d.params?.count]),
    };
  }

  it("stays UTF-8 when a download stopped inside a character, and says where", () => {
    const bytes = utf8(japanese.trimEnd()).slice(0, -1);
    expect(damaged(bytes)).toEqual({
      encoding: "utf-8",
      texts: ["こんにちは、明日の朝、駅で会いましょう。", "心配しない\uFFFD"],
      warnings: [["encoding.invalid_utf8", 7, 1]],
    });
  });

  it("stays UTF-8 with a stray byte among many accented letters", () => {
    const good = utf8(srt("Où êtes-vous ? Déjà là, près de l’église. Ça va très bien, merci."));
    const bytes = new Uint8Array([...good.slice(0, 40), 0xe9, ...good.slice(40)]);
    const result = damaged(bytes);
    expect(result.encoding).toBe("utf-8");
    expect(result.texts[0]).toContain("\uFFFD");
    expect(result.texts[0]).toContain("Déjà là, près de l’église.");
    expect(result.warnings).toEqual([["encoding.invalid_utf8", 3, 1]]);
  });

  it("tells a U+FFFD written in the file from one standing for a byte that is not UTF-8", () => {
    const text = "Unreadable in the original: \uFFFD, then fine.";
    expect(damaged(utf8(srt(text)))).toEqual({ encoding: "utf-8", texts: [text], warnings: [] });
    // The same text with the byte ÿ has in windows-1252: not UTF-8, so not read as such.
    const bytes = utf8(srt(text.replace("\uFFFD", "?"))).map((byte) => (byte === 0x3f ? 0xff : byte));
    expect(damaged(bytes)).toMatchObject({ encoding: "windows-1252", texts: [text.replace("\uFFFD", "ÿ")] });
  });

  it("reports damage after a UTF-8 byte-order mark too", () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(japanese.trimEnd()).slice(0, -1)]);
    expect(damaged(bytes).warnings).toEqual([["encoding.invalid_utf8", 7, 1]]);
  });

  it("still takes a legacy file with the odd valid-looking pair for what it is", () => {
    // "Ã©" in windows-1252 is the valid UTF-8 pair for é, but the other accents there are lone bytes.
    const text = "Ã© bien sûr, à côté, très élégant, déjà vu";
    const result = damaged(legacyBytes(srt(text)));
    expect(result).toEqual({
      encoding: "windows-1252",
      texts: [text],
      warnings: [["encoding.guessed", 0, undefined]],
    });
  });
});

describe("the note on a guessed encoding", () => {
  const notes = (bytes: Uint8Array) =>
    parseSubtitle(bytes, { filename: "film.srt" })
      .diagnostics.filter((d) => d.code.startsWith("encoding."))
      .map((d) => [d.code, d.severity, d.params?.encoding]);

  it("comes with every legacy encoding read from the bytes' statistics, naming it", () => {
    expect(notes(cp1251(srt("Привет, как дела? Всё хорошо, спасибо.")))).toEqual([
      ["encoding.guessed", "info", "windows-1251"],
    ]);
    expect(notes(legacyBytes(srt("Déjà là, près de l'église.")))).toEqual([
      ["encoding.guessed", "info", "windows-1252"],
    ]);
  });

  it("does not come with UTF-8, ASCII or a byte-order mark, which leave no doubt", () => {
    const utf8 = new TextEncoder().encode(srt("Déjà là, près de l'église."));
    expect(notes(utf8)).toEqual([]);
    expect(notes(new TextEncoder().encode(srt("Plain text")))).toEqual([]);
    expect(
      notes(new Uint8Array([0xff, 0xfe, ...[...srt("Hé")].flatMap((c) => [c.charCodeAt(0), 0])])),
    ).toEqual([]);
  });
});
