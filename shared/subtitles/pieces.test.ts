// Text decoded in pieces (decode.ts) must parse exactly as the whole text: same cues, fields, line numbers and
// diagnostics, wherever the pieces were cut.

import { corpusFiles, corpusMissingMessage, corpusPresent, readCorpus } from "@test/corpus";
import { asciiPieces } from "@test/helpers/subtitles";
import { describe, expect, it } from "vitest";
import { cutAtLines, decodeBytes } from "./decode";
import { parseSubtitle } from "./index";
import { parseAss } from "./parse/ass";
import { parseSrt } from "./parse/srt";
import { parseVtt } from "./parse/vtt";
import { normalizedPieces, wholeText } from "./text";

const bytesOf = (text: string) => new TextEncoder().encode(text);
const PIECE = 60 * 1024;

function clock(ms: number, sep: string): string {
  const p = (n: number, w = 2) => String(n).padStart(w, "0");
  return `${p(Math.floor(ms / 3600000))}:${p(Math.floor(ms / 60000) % 60)}:${p(Math.floor(ms / 1000) % 60)}${sep}${p(ms % 1000, 3)}`;
}

function srtFile(cues: number, eol = "\n"): string {
  const blocks: string[] = [];
  for (let i = 0; i < cues; i++) {
    const t = i * 2000;
    blocks.push(
      `${i + 1}${eol}${clock(t, ",")} --> ${clock(t + 1500, ",")}${eol}<i>Ligne ${i} — déjà vu</i>${eol}`,
    );
  }
  return blocks.join(eol);
}

/** `srtFile` in ASCII only. */
function asciiSrtFile(cues: number): string {
  return srtFile(cues).replaceAll(" — déjà vu", "");
}

function assFile(events: number): string {
  const head =
    "[Script Info]\nScriptType: v4.00+\n\n[V4+ Styles]\nFormat: Name, Fontname, Fontsize\nStyle: Default,Arial,20\n\n" +
    "[Events]\nFormat: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text\n";
  const lines: string[] = [];
  for (let i = 0; i < events; i++) {
    const style = i % 3 === 0 ? "Default" : "Alt";
    lines.push(
      `Dialogue: 0,0:00:${String(i % 60).padStart(2, "0")}.00,0:01:00.00,${style},Bob,0,0,0,,{\\i1}Un ${i}{\\i0}\\Ndeux`,
    );
  }
  return `${head}${lines.join("\n")}\n`;
}

/** The text cut after every `every`-th line break, as pieces. */
function cutEvery(text: string, every: number): string[] {
  const pieces: string[] = [];
  let start = 0;
  let breaks = 0;
  for (let at = text.indexOf("\n"); at !== -1; at = text.indexOf("\n", at + 1)) {
    if (++breaks % every !== 0) continue;
    pieces.push(text.slice(start, at + 1));
    start = at + 1;
  }
  if (start < text.length || pieces.length === 0) pieces.push(text.slice(start));
  return pieces;
}

/** The text cut after every blank line, as decodeBytes cuts SubRip and WebVTT text. */
function cutAtBlankLines(text: string): string[] {
  const pieces = text.split(/(?<=\n\n)/);
  return pieces.length > 0 ? pieces : [text];
}

/** Every way to cut the text in two after a line break, as pieces. */
function twoPieceCuts(text: string): string[][] {
  const cuts: string[][] = [];
  for (let at = text.indexOf("\n"); at !== -1 && at < text.length - 1; at = text.indexOf("\n", at + 1)) {
    cuts.push([text.slice(0, at + 1), text.slice(at + 1)]);
  }
  return cuts;
}

describe("cutAtLines", () => {
  it("cuts after a blank line near the limit, in pieces that join back to the bytes", () => {
    const bytes = bytesOf(srtFile(4000));
    const pieces = cutAtLines(bytes);
    expect(pieces.length).toBeGreaterThan(3);
    for (const piece of pieces.slice(0, -1)) {
      expect(piece.length).toBeLessThanOrEqual(PIECE);
      expect([...piece.subarray(-2)]).toEqual([10, 10]);
    }
    expect(Buffer.concat(pieces).equals(Buffer.from(bytes))).toBe(true);
  });

  it("cuts CRLF text after a CRLF blank line, and text without blank lines after a line break", () => {
    for (const piece of cutAtLines(bytesOf(srtFile(4000, "\r\n"))).slice(0, -1)) {
      expect([...piece.subarray(-4)]).toEqual([13, 10, 13, 10]);
    }
    const ass = cutAtLines(bytesOf(assFile(3000)));
    expect(ass.length).toBeGreaterThan(2);
    for (const piece of ass.slice(0, -1)) {
      expect(piece.at(-1)).toBe(10);
      expect(piece.at(-2)).not.toBe(10);
    }
  });

  it("does not cut text without line feeds, over 4 MB or a script over 512 KB, and runs a long line to its end", () => {
    expect(cutAtLines(bytesOf("a\r".repeat(50_000)))).toHaveLength(1);
    const lines = (size: number, first = 10) => new Uint8Array(size).fill(10).fill(first, 0, 1);
    const max = 4 * 1024 * 1024;
    expect(cutAtLines(lines(max))).toHaveLength(Math.ceil(max / PIECE));
    expect(cutAtLines(lines(max + 1))).toHaveLength(1);
    const script = 512 * 1024;
    expect(cutAtLines(lines(script + 1, 0x31))).toHaveLength(Math.ceil((script + 1) / PIECE));
    expect(cutAtLines(lines(script, 0x5b))).toHaveLength(Math.ceil(script / PIECE));
    expect(cutAtLines(lines(script + 1, 0x5b))).toHaveLength(1);
    const long = `${"x".repeat(PIECE + 10)}\nnext\n`;
    expect(cutAtLines(bytesOf(long)).map((p) => p.length)).toEqual([PIECE + 11, 5]);
  });
});

describe("decodeBytes in pieces", () => {
  it("gives each ASCII piece the bytes it was decoded from, and none to the others or to changed pieces", () => {
    const text = `${asciiSrtFile(5000)}\n\n1\n00:00:01,000 --> 00:00:02,000\n— déjà vu\n`;
    for (const bytes of [bytesOf(text), bytesOf(`\uFEFF${text}`)]) {
      const decoded = decodeBytes(bytes);
      expect(decoded.pieces.length).toBeGreaterThan(3);
      const ascii = decoded.ascii ?? [];
      decoded.pieces.forEach((piece, i) => {
        const last = i === decoded.pieces.length - 1;
        expect(ascii[i] && new TextDecoder().decode(ascii[i]), `piece ${i}`).toBe(last ? undefined : piece);
      });
    }
    // Line ends made LF change every piece: their bytes no longer match them.
    const crlf = normalizedPieces(decodeBytes(bytesOf(asciiSrtFile(5000).replaceAll("\n", "\r\n"))));
    expect(crlf.pieces.length).toBeGreaterThan(3);
    expect(crlf.ascii.filter((bytes) => bytes !== undefined)).toEqual([]);
  });

  it("decodes UTF-8 and windows-1252 to the same text as a whole decode, in pieces V8 keeps small", () => {
    const text = srtFile(5000);
    const utf8 = decodeBytes(bytesOf(text));
    expect(utf8.encoding).toBe("utf-8");
    expect(utf8.pieces.length).toBeGreaterThan(3);
    expect(wholeText(utf8)).toBe(text);
    // Two bytes per character when a piece holds one outside Latin-1 (the em dash): still under 128 KB.
    for (const piece of utf8.pieces) expect(piece.length * 2).toBeLessThan(128 * 1024);

    const latin = text.replaceAll("—", "-");
    const legacy = decodeBytes(Uint8Array.from(latin, (c) => c.charCodeAt(0)));
    expect(legacy.encoding).toBe("windows-1252");
    expect(legacy.pieces.length).toBeGreaterThan(3);
    expect(wholeText(legacy)).toBe(latin);
  });
});

describe("parsing text in pieces", () => {
  it("SRT: every two-piece cut parses as the whole text, on the fast path and off it", () => {
    const canonical = srtFile(6).replace("\n\n4\n", "\n\n\n\n4\n");
    const liberal = `${canonical}\n7\n00:01:00,000 --> 00:01:01,000\nA\n\nafter a blank line\n`;
    for (const text of [canonical, liberal]) {
      const whole = parseSrt(text);
      for (const pieces of twoPieceCuts(text)) expect(parseSrt(asciiPieces(pieces))).toEqual(whole);
    }
  });

  it("WebVTT: every two-piece cut parses as the whole text", () => {
    const text =
      "WEBVTT\n\nNOTE a note\n\n00:00:01.000 --> 00:00:02.000 align:start\n<i>one</i>\n\nid\n00:00:02.000 --> 00:00:03.000\ntwo\n\n\n" +
      "00:00:03.000 --> 00:00:04.000\nthree\n00:00:04.000 --> 00:00:05.000\nfour\n\nSTYLE\n::cue {}\n\n00:00:05.000 --> 00:00:06.000\nfive\n";
    const whole = parseVtt(text);
    expect(whole.document.cues.length).toBeGreaterThan(3);
    for (const pieces of twoPieceCuts(text)) expect(parseVtt(asciiPieces(pieces))).toEqual(whole);
  });

  it("ASS: every two-piece cut parses as the whole text, a wrapped Format line and \\N breaks included", () => {
    const text =
      "[Script Info]\nScriptType: v4.00\n\n[V4 Styles]\nFormat: Name, Fontname\nStyle: Default,Arial\n\n[Events]\n" +
      "Format: Marked, Start, End, Style,\n Name, MarginL, MarginR, MarginV, Effect, Text\n" +
      "Dialogue: Marked=0,0:00:01.00,0:00:02.00,Default,,0,0,0,,one\\Ntwo\n" +
      "Dialogue: Marked=0,0:00:02.00,0:00:03.00,Default,,0,0,0,,three\n" +
      "Comment: Marked=0,0:00:03.00,0:00:04.00,Default,,0,0,0,,four\\Nfive\n" +
      "Dialogue: Marked=0,0:00:04.00,0:00:05.00,Default,Bob,0,0,0,,six\\Nseven\n";
    const whole = parseAss(text);
    expect(whole.diagnostics).toEqual([]);
    for (const pieces of twoPieceCuts(text)) expect(parseAss(asciiPieces(pieces))).toEqual(whole);
  });

  it("gives the same result from bytes decoded in pieces as from the whole string", () => {
    // The large files are over the 512 KB up to which a script is cut.
    for (const [name, text, cues] of [
      ["big.srt", srtFile(4000), 4000],
      ["big-crlf.srt", srtFile(4000, "\r\n"), 4000],
      ["big.ass", assFile(4000), 4000],
      ["big.vtt", `WEBVTT\n\n${srtFile(4000).replaceAll(",", ".")}`, 4000],
      ["large.srt", srtFile(10_000), 10_000],
      ["large.vtt", `WEBVTT\n\n${srtFile(10_000).replaceAll(",", ".")}`, 10_000],
      // ASCII pieces: their timings are read from their bytes.
      ["ascii.srt", asciiSrtFile(10_000), 10_000],
      ["ascii.vtt", `WEBVTT\n\n${asciiSrtFile(10_000).replaceAll(",", ".")}`, 10_000],
    ] as const) {
      expect(cutAtLines(bytesOf(text)).length, name).toBeGreaterThan(cues > 4000 ? 8 : 1);
      const fromBytes = parseSubtitle(bytesOf(text), { filename: name });
      const fromString = parseSubtitle(text, { filename: name });
      expect(fromBytes.cues.length, name).toBe(cues);
      expect(fromBytes, name).toEqual(fromString);
    }
  });
});

const PIECEWISE = { srt: parseSrt, vtt: parseVtt, ass: parseAss, ssa: parseAss } as const;

describe.skipIf(!corpusPresent)("corpus files in pieces", () => {
  // Cut far more often than decodeBytes does, anywhere and between blocks alike: the readers must give exactly
  // what they give for the whole text.
  for (const file of corpusFiles()) {
    const bytes = new Uint8Array(readCorpus(file.folder, file.name));
    const { format } = parseSubtitle(bytes, { filename: file.name });
    const parse = PIECEWISE[format as keyof typeof PIECEWISE];
    if (!parse) continue;
    it(`${file.folder}/${file.name}`, () => {
      const text = wholeText(decodeBytes(bytes));
      const whole = parse(text);
      for (const every of [1, 3, 7])
        expect(parse(asciiPieces(cutEvery(text, every))), `every ${every}`).toEqual(whole);
      expect(parse(asciiPieces(cutAtBlankLines(text))), "at blank lines").toEqual(whole);
    });
  }
});

describe.skipIf(corpusPresent)("corpus files in pieces", () => {
  it.skip(corpusMissingMessage, () => {});
});
