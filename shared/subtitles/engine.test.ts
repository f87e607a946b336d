// Edge cases of the SRT, VTT and SBV readers/writers, encoding detection and export encodings.
import { describe, expect, it } from "vitest";
import {
  detectFormat,
  encodeSubtitle,
  findUnencodable,
  parseSubtitle,
  serializeSubtitle,
  UnencodableError,
} from "./index";
import type { SubtitleFormat } from "./types";

const cues = (text: string, format?: "srt" | "vtt" | "sbv") =>
  parseSubtitle(text, format ? { format } : {}).cues.map((c) => [c.start, c.end, c.text]);
const codes = (text: string) => parseSubtitle(text).diagnostics.map((d) => `${d.line}:${d.code}`);

describe("SRT reader", () => {
  it("accepts CR-only endings, no final newline, dot/1-3 digit fractions, no fraction and hours above 99", () => {
    const srt = "1\r00:00:01.5 --> 00:00:02,25\rA\r\r2\r123:00:00 --> 123:00:01,007\rB";
    expect(cues(srt)).toEqual([
      [1500, 2250, "A"],
      [442800000, 442801007, "B"],
    ]);
  });

  it("keeps blank lines inside text unless an index+timing follows, and reads non-numeric or missing indexes", () => {
    const srt =
      "intro\n00:00:01,000 --> 00:00:02,000\nline one\n\nline two\n\n00:00:03,000 --> 00:00:04,000\nno index\n";
    const r = parseSubtitle(srt);
    expect(r.cues.map((c) => [c.id, c.text])).toEqual([
      ["intro", "line one\n\nline two"],
      [undefined, "no index"],
    ]);
  });

  it("starts a new cue at a timing line right after text, and reports order problems with line numbers", () => {
    const srt = "1\n00:00:05,000 --> 00:00:06,000\nfirst\n2\n00:00:01,000 --> 00:00:02,000\nsecond\n";
    expect(cues(srt)).toEqual([
      [5000, 6000, "first"],
      [1000, 2000, "second"],
    ]);
    expect(codes(srt)).toContain("4:cue.out_of_order");
  });

  it("reports bad timings with a column and keeps the other cues", () => {
    const r = parseSubtitle("1\n00:00:01,000 --> 00:00:02,000\nok\n\n2\n00:00:03,000 --> xx\nlost\n");
    expect(r.cues).toHaveLength(1);
    expect(r.diagnostics[0]).toMatchObject({
      line: 6,
      column: 18,
      severity: "error",
      code: "srt.bad_timing",
    });
  });

  it("writes renumbered indexes and keeps SRT coordinates", () => {
    const doc = parseSubtitle("7\n00:00:01,000 --> 00:00:02,000 X1:40 X2:600\nHi\n");
    expect(serializeSubtitle(doc, "srt")).toBe("1\n00:00:01,000 --> 00:00:02,000 X1:40 X2:600\nHi\n");
  });
});

describe("WebVTT reader and writer", () => {
  const vtt =
    "WEBVTT - title\nKind: captions\n\nSTYLE\n::cue { color: red }\n\nNOTE a\ncomment\n\nid1\n00:01.000 --> 00:00:02.000 align:start line:10%\n<v Bob>Hi</v>\n\nNOTE end\n";

  it("round-trips header, NOTE/STYLE blocks, ids and settings exactly", () => {
    const doc = parseSubtitle(vtt);
    expect(doc.cues.map((c) => [c.id, c.start, c.end, c.settings, c.text])).toEqual([
      ["id1", 1000, 2000, "align:start line:10%", "<v Bob>Hi</v>"],
    ]);
    expect(doc.vtt?.blocks.map((b) => [b.kind, b.beforeCue])).toEqual([
      ["STYLE", 0],
      ["NOTE", 0],
      ["NOTE", 1],
    ]);
    expect(serializeSubtitle(doc, "vtt")).toBe(vtt.replace("00:01.000", "00:00:01.000"));
  });

  it("rejects a file without the signature", () => {
    expect(
      parseSubtitle("00:01.000 --> 00:02.000\nx\n", { format: "vtt" }).diagnostics.map((d) => d.code),
    ).toEqual(["vtt.missing_signature", "no_cues"]);
  });

  it("converts SRT markup and keeps cue text from ending the cue", () => {
    const doc = parseSubtitle("1\n00:00:01,000 --> 00:00:02,000\n<i>a</i>\nb --> c\n\nd\n");
    expect(serializeSubtitle(doc, "vtt")).toBe(
      "WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n<i>a</i>\nb --&gt; c\n \nd\n",
    );
  });
});

describe("include original as comments", () => {
  const source = parseSubtitle("1\n00:00:01,000 --> 00:00:02,000\n<i>Hello</i>\n");
  const translated = { ...source, cues: source.cues.map((c) => ({ ...c, text: "<i>Bonjour</i>" })) };

  it("SRT: the original line follows the translation", () => {
    expect(serializeSubtitle(translated, "srt", { original: source.cues })).toBe(
      "1\n00:00:01,000 --> 00:00:02,000\n<i>Bonjour</i>\n<i>Hello</i>\n",
    );
  });

  it("VTT: the original is a NOTE before its cue, which players ignore", () => {
    const vtt = serializeSubtitle(translated, "vtt", { original: source.cues });
    expect(vtt).toBe("WEBVTT\n\nNOTE <i>Hello</i>\n\n00:00:01.000 --> 00:00:02.000\n<i>Bonjour</i>\n");
    expect(parseSubtitle(vtt).cues.map((c) => c.text)).toEqual(["<i>Bonjour</i>"]);
  });
});

describe("ASS to the other formats", () => {
  const script = `[Script Info]
ScriptType: v4.00+

[Events]
Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text
Dialogue: 1,0:00:05.00,0:00:06.00,Sign,,0,0,0,,EXIT
Comment: 0,0:00:01.00,0:00:02.00,Default,,0,0,0,,a note
Dialogue: 0,0:00:01.00,0:00:02.00,Default,,0,0,0,,First
Dialogue: 0,0:00:03.00,0:00:04.00,Default,,0,0,0,,Second
Dialogue: 1,0:00:03.00,0:00:04.00,Sign,,0,0,0,,Same time, later in the script
`;
  const doc = parseSubtitle(script, { filename: "grouped.ass" });

  it("lists the shown events by start time, in script order when they start together", () => {
    expect(parseSubtitle(serializeSubtitle(doc, "srt")).cues.map((c) => c.text)).toEqual([
      "First",
      "Second",
      "Same time, later in the script",
      "EXIT",
    ]);
    const vtt = parseSubtitle(serializeSubtitle(doc, "vtt"));
    expect(vtt.cues.map((c) => c.start)).toEqual([1000, 3000, 3000, 5000]);
    expect(vtt.diagnostics.map((d) => d.code)).toEqual(["cue.overlap"]);
  });

  it("moves each original line with its event", () => {
    const translated = { ...doc, cues: doc.cues.map((c) => ({ ...c, text: c.text.toUpperCase() })) };
    expect(serializeSubtitle(translated, "srt", { original: doc.cues }).split("\n\n")[0]).toBe(
      "1\n00:00:01,000 --> 00:00:02,000\nFIRST\nFirst",
    );
  });

  it("keeps the script's order and its Comment events in ASS", () => {
    expect(serializeSubtitle(doc, "ass")).toBe(script);
  });
});

describe("text that looks like structure", () => {
  it("writes an arrow in another format's text so that SubRip does not read it as a timing", () => {
    const ass = parseSubtitle(
      "[Events]\nFormat: Layer, Start, End, Style, Text\nDialogue: 0,0:00:01.00,0:00:02.00,D,Next --> there\n" +
        "Dialogue: 0,0:00:03.00,0:00:04.00,D,2\\N00:00:07,000 --> 00:00:08,000\n",
      { filename: "a.ass" },
    );
    const again = parseSubtitle(serializeSubtitle(ass, "srt"), { format: "srt" });
    expect(again.cues.map((c) => c.text)).toEqual(["Next -> there", "2\n00:00:07,000 -> 00:00:08,000"]);
    expect(again.diagnostics).toEqual([]);
  });

  it("leaves out of SubRip text the blank lines before a number alone, which would read as a lost cue", () => {
    const vtt =
      "WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nCount:\n  \n2\n\u00a0\nthen\n\n00:00:03.000 --> 00:00:04.000\nnext\n";
    const doc = parseSubtitle(vtt, { filename: "a.vtt" });
    expect(doc.cues[0]?.text).toBe("Count:\n  \n2\n\u00a0\nthen");
    const again = parseSubtitle(serializeSubtitle(doc, "srt"), { format: "srt" });
    expect(again.cues.map((c) => c.text)).toEqual(["Count:\n2\n\u00a0\nthen", "next"]);
    expect(again.diagnostics).toEqual([]);
  });

  it("writes a text line that reads as an SBV timing so that it stays text", () => {
    const srt = "1\n00:00:01,000 --> 00:00:02,000\nHello\n0:00:05.000,0:00:06.000\nworld\n";
    const sbv = serializeSubtitle(parseSubtitle(srt, { filename: "a.srt" }), "sbv");
    expect(sbv).toBe("0:00:01.000,0:00:02.000\nHello\n0:00:05.000, 0:00:06.000\nworld\n");
    const again = parseSubtitle(sbv, { format: "sbv" });
    expect(again.cues.map((c) => c.text)).toEqual(["Hello\n0:00:05.000, 0:00:06.000\nworld"]);
    expect(again.diagnostics).toEqual([]);
  });

  it("keeps SBV lines that its reader does not take for blank (no-break space)", () => {
    const sbv = "0:00:05.000,0:00:09.000\nA\n\u00a0\nB\n";
    const doc = parseSubtitle(sbv, { filename: "x.sbv" });
    expect(serializeSubtitle(doc, "sbv")).toBe(sbv);
  });
});

describe("a first write is what the next one gives", () => {
  /** Source → `to` once, then that output read and written again: the two writes must be equal. */
  const twice = (source: string, filename: string, to: SubtitleFormat) => {
    const first = serializeSubtitle(parseSubtitle(source, { filename }), to);
    return [first, serializeSubtitle(parseSubtitle(first, { format: to }), to)];
  };

  it("leaves out blank first and last SubRip text lines, which its reader would drop", () => {
    const [first, second] = twice("WEBVTT\n\n00:00.000 --> 00:01.000\n \n[Music]\n  \n", "a.vtt", "srt");
    expect(first).toBe("1\n00:00:00,000 --> 00:00:01,000\n[Music]\n");
    expect(second).toBe(first);
    const ass =
      "[Events]\nFormat: Layer, Start, End, Style, Text\nDialogue: 0,0:00:01.00,0:00:02.00,D,  A \\N\n";
    expect(twice(ass, "a.ass", "srt")[0]).toBe("1\n00:00:01,000 --> 00:00:02,000\n  A \n");
  });

  it("leaves out the spaces at line ends that the MicroDVD and SubViewer readers trim", () => {
    const srt = "1\n00:00:01,000 --> 00:00:02,000\nJesus! \ngo.\uFEFF\n";
    const [sub, subAgain] = twice(srt, "a.srt", "sub");
    expect(sub).toBe("{1}{1}23.976\n{24}{48}Jesus! |go.\n");
    expect(subAgain).toBe(sub);
    const [viewer, viewerAgain] = twice(srt, "a.srt", "subviewer");
    expect(viewer).toContain("00:00:01.00,00:00:02.00\nJesus! [br]go.\n");
    expect(viewerAgain).toBe(viewer);
  });

  it("writes a NUL in WebVTT text as the U+FFFD its reader makes of it", () => {
    const [first, second] = twice("1\n00:00:01,000 --> 00:00:02,000\nA \u0000 B\n", "a.srt", "vtt");
    expect(first).toBe("WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nA \uFFFD B\n");
    expect(second).toBe(first);
  });

  it("adds no header line to a WebVTT file whose first cue follows its signature line", () => {
    const vtt = "WEBVTT\n00:00:00.000 --> 00:00:10.000\nText\n";
    const doc = parseSubtitle(vtt, { filename: "a.vtt" });
    expect(doc.vtt?.header).toBe("");
    expect(serializeSubtitle(doc, "vtt")).toBe("WEBVTT\n\n00:00:00.000 --> 00:00:10.000\nText\n");
  });
});

describe("an empty file", () => {
  it("gets one diagnostic saying so, whatever its name or encoding, and no cue", () => {
    const utf16Bom = new Uint8Array([0xff, 0xfe, 0x20, 0x00, 0x0a, 0x00]);
    const inputs: [string | Uint8Array, string | undefined][] = [
      [new Uint8Array(0), "film.srt"],
      [new Uint8Array(0), undefined],
      [new Uint8Array([0xef, 0xbb, 0xbf]), "film.vtt"],
      [utf16Bom, "film.ass"],
      ["\n \r\n\t\n", "film.sub"],
    ];
    for (const [input, filename] of inputs) {
      const result = parseSubtitle(input, { filename });
      expect(result.cues).toEqual([]);
      expect(result.diagnostics, filename).toEqual([
        { line: 0, severity: "error", code: "empty_file", message: "The file is empty" },
      ]);
    }
  });

  it("is not a file whose only text is a signature or a stray word", () => {
    expect(codes("WEBVTT\n")).toEqual(["0:no_cues"]);
    expect(codes("hello\n")).not.toContain("0:empty_file");
  });
});

describe("a file name that says another format", () => {
  const srt = "1\n00:00:01,000 --> 00:00:02,000\nHello\n";
  const notes = (text: string, options: { filename?: string; format?: "srt" }) =>
    parseSubtitle(text, options).diagnostics.map((d) => [d.severity, d.code, d.params]);

  it("reads the content's format and says that the name said another", () => {
    const result = parseSubtitle(srt, { filename: "film.WebVTT" });
    expect(result.format).toBe("srt");
    expect(result.cues).toHaveLength(1);
    expect(notes(srt, { filename: "film.WebVTT" })).toEqual([
      ["info", "format.extension_mismatch", { extension: "webvtt", format: "SRT" }],
    ]);
  });

  it("takes three cues that agree with the name as decisive, where an unnamed file needs a dozen", () => {
    const srtCues = [1, 2, 3].map((i) => `${i}\n00:00:0${i},000 --> 00:00:0${i},500\nText ${i}\n\n`).join("");
    const microDvd = Array.from({ length: 20 }, (_, i) => `{${i * 50}}{${i * 50 + 40}}Line ${i}\n`).join("");
    expect(detectFormat(srtCues + microDvd, "film.srt")).toBe("srt");
    expect(detectFormat(srtCues + microDvd)).toBe("sub");
    expect(detectFormat(srtCues.slice(0, srtCues.indexOf("3\n")) + microDvd, "film.srt")).toBe("sub");
  });

  it("says nothing where the name fits, stands for several formats, is missing or the format is forced", () => {
    expect(notes(srt, { filename: "film.srt" })).toEqual([]);
    expect(notes(srt, { filename: "film.txt" })).toEqual([]);
    expect(notes(srt, {})).toEqual([]);
    expect(notes(srt, { filename: "film.vtt", format: "srt" })).toEqual([]);
    const ssa =
      "[Script Info]\nScriptType: v4.00\n\n[Events]\nFormat: Marked, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text\nDialogue: Marked=0,0:00:01.00,0:00:02.00,D,,0,0,0,,hi\n";
    expect(notes(ssa, { filename: "film.ass" })).toEqual([]);
    const subViewer = "[INFORMATION]\n[END INFORMATION]\n[SUBTITLE]\n00:00:01.00,00:00:02.00\nHi\n";
    expect(notes(subViewer, { filename: "film.sub" })).toEqual([]);
  });
});

describe("SBV", () => {
  it("reads and writes H:MM:SS.mmm timings", () => {
    const sbv = "0:00:01.000,0:00:02.500\nHello\nworld\n\n0:00:03.000,0:00:04.000\n>> BOB: hi\n";
    const doc = parseSubtitle(sbv, { filename: "x.sbv" });
    expect(doc.format).toBe("sbv");
    expect(serializeSubtitle(doc, "sbv")).toBe(sbv);
  });
});

describe("encodings", () => {
  it("detects UTF-16 without BOM from its NUL pattern", () => {
    const text = "1\n00:00:01,000 --> 00:00:02,000\nHi\n";
    const le = new Uint8Array(text.length * 2);
    for (let i = 0; i < text.length; i++) le[i * 2] = text.charCodeAt(i);
    const r = parseSubtitle(le);
    expect([r.encoding, r.bom, r.cues[0]?.text]).toEqual(["utf-16le", false, "Hi"]);
  });

  it("falls back to windows-1252 for invalid UTF-8", () => {
    const bytes = new Uint8Array([
      ...new TextEncoder().encode("1\n00:00:01,000 --> 00:00:02,000\nCaf"),
      0xe9,
      0x85,
      10,
    ]);
    const r = parseSubtitle(bytes);
    expect([r.encoding, r.cues[0]?.text]).toEqual(["windows-1252", "Café…"]);
  });

  it("refuses binary data, but reads subtitles whose NULs and one legacy byte make them look binary", () => {
    const latin1 = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
    const vtt =
      "WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nA\0B\0C\0\n\n00:00:03.000 --> 00:00:04.000\nCaf\u00e9 \0\0\n";
    const read = parseSubtitle(latin1(vtt), { filename: "a.vtt" });
    expect(read.cues.map((c) => c.text)).toEqual(["A\uFFFDB\uFFFDC\uFFFD", "Caf\u00e9 \uFFFD\uFFFD"]);
    // Too little text to tell the legacy encoding (any with é at 0xE9 will do), so the note names the guess.
    expect(read.diagnostics.map((d) => [d.code, d.params?.encoding])).toEqual([
      ["encoding.guessed", read.encoding],
    ]);
    // A VobSub .sub: MPEG pack headers, padding and image data.
    const pack = [
      0, 0, 1, 0xba, 0x44, 0, 4, 0, 4, 1, 1, 0x89, 0xc3, 0xf8, 0, 0, 1, 0xbd, 0x07, 0xec, 0x81, 0x80,
    ];
    const vobSub = Uint8Array.from({ length: 4096 }, (_, i) => pack[i % pack.length] ?? 0);
    expect(parseSubtitle(vobSub, { filename: "movie.sub" }).diagnostics.map((d) => d.code)).toEqual([
      "binary_file",
      "no_cues",
    ]);
  });

  it("encodes UTF-16 with a BOM and refuses characters latin1/ascii cannot hold", () => {
    expect([...encodeSubtitle("Aé", "utf-16")]).toEqual([0xff, 0xfe, 0x41, 0, 0xe9, 0]);
    expect([...encodeSubtitle("Aé", "latin1")]).toEqual([0x41, 0xe9]);
    expect(findUnencodable("ok\n€ and 😀", "latin1").map((c) => [c.char, c.line, c.column])).toEqual([
      ["€", 2, 1],
      ["😀", 2, 7],
    ]);
    expect(() => encodeSubtitle("é", "ascii")).toThrow(UnencodableError);
  });
});
