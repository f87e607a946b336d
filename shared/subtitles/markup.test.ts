import { describe, expect, it } from "vitest";
import { convertMarkup, tokenizeMarkup } from "./markup";
import type { SubtitleFormat } from "./types";

describe("convertMarkup", () => {
  it("maps SRT styles to ASS override tags and back", () => {
    const ass = convertMarkup("<i>Hello</i> <b>world</b>", "srt", "ass");
    expect(ass).toBe("{\\i1}Hello{\\i0} {\\b1}world{\\b0}");
    expect(convertMarkup(ass, "ass", "srt")).toBe("<i>Hello</i> <b>world</b>");
  });

  it("closes ASS tags left open and drops unknown override blocks for SRT, VTT and txt", () => {
    const text = "{\\pos(10,20)\\i1}Hi\\Nthere{\\fad(100,200)}";
    expect(convertMarkup(text, "ass", "srt")).toBe("<i>Hi\nthere</i>");
    expect(convertMarkup(text, "ass", "vtt")).toBe("<i>Hi\nthere</i>");
    expect(convertMarkup(text, "ass", "txt")).toBe("Hi\nthere");
  });

  it("treats \\h as a no-break space and \\n as a soft break in ASS, a line break in SSA", () => {
    expect(convertMarkup("a\\hb\\nc", "ass", "txt")).toBe("a\u00a0b c");
    expect(convertMarkup("a\\nb", "ssa", "srt")).toBe("a\nb");
    expect(convertMarkup("a\u00a0b", "srt", "ass")).toBe("a\\hb");
  });

  it("converts colours between SRT font tags, ASS BGR and MicroDVD", () => {
    expect(convertMarkup('<font color="#FF8000">x</font>', "srt", "ass")).toBe("{\\c&H0080FF&}x{\\c}");
    expect(convertMarkup("{\\c&H0080FF&}x{\\c}y", "ass", "srt")).toBe('<font color="#FF8000">x</font>y');
    expect(convertMarkup("{c:$0080FF}x", "sub", "srt")).toBe('<font color="#FF8000">x</font>');
    expect(convertMarkup("<c.yellow>x</c>", "vtt", "srt")).toBe('<font color="#FFFF00">x</font>');
    expect(convertMarkup('<font color="yellow">x</font>', "srt", "vtt")).toBe("<c.yellow>x</c>");
    expect(convertMarkup('<font color="#123456">x</font>', "srt", "vtt")).toBe("x");
  });

  it("maps MicroDVD line and cue scoped codes", () => {
    expect(convertMarkup("{y:i}one\ntwo", "sub", "srt")).toBe("<i>one</i>\ntwo");
    expect(convertMarkup("{Y:i}one\ntwo", "sub", "srt")).toBe("<i>one\ntwo</i>");
    expect(convertMarkup("{y:b,u}x", "sub", "ass")).toBe("{\\b1\\u1}x{\\b0\\u0}");
    expect(convertMarkup("/italic line\nplain", "sub", "srt")).toBe("<i>italic line</i>\nplain");
    expect(convertMarkup("<i>one</i>\ntwo", "srt", "sub")).toBe("{y:i}one\ntwo");
    expect(convertMarkup("<i>one\ntwo</i>", "srt", "sub")).toBe("{Y:i}one\ntwo");
    expect(convertMarkup("{f:DejaVu}{s:12}x", "sub", "srt")).toBe("x");
  });

  it("handles VTT voice, lang, class, timestamp and ruby tags", () => {
    const vtt =
      "<v Roger Bingham>We are <c.loud>in</c> <lang en>New York</lang><00:00:01.000> &amp; more</v>";
    expect(convertMarkup(vtt, "vtt", "srt")).toBe("We are in New York & more");
    expect(convertMarkup("<ruby>漢字<rt>かんじ</rt></ruby>", "vtt", "txt")).toBe("漢字(かんじ)");
    expect(convertMarkup("a < b & c", "srt", "vtt")).toBe("a &lt; b &amp; c");
  });

  it("nests HTML output properly when styles overlap", () => {
    expect(convertMarkup("{\\i1}a{\\b1}b{\\i0}c{\\b0}", "ass", "vtt")).toBe("<i>a<b>b</b></i><b>c</b>");
  });

  it("keeps ASS blocks found in SRT when writing ASS and drops them elsewhere", () => {
    expect(convertMarkup("{\\an8}<i>Top</i>", "srt", "ass")).toBe("{\\an8}{\\i1}Top{\\i0}");
    expect(convertMarkup("{\\an8}<i>Top</i>", "srt", "vtt")).toBe("<i>Top</i>");
  });

  it("drops ASS drawings outside ASS", () => {
    expect(convertMarkup("{\\p1}m 0 0 l 100 0 100 100{\\p0}Sign", "ass", "srt")).toBe("Sign");
    expect(convertMarkup("{\\pos(1,2)}Not a drawing", "ass", "txt")).toBe("Not a drawing");
  });

  it("leaves text unchanged within a format family", () => {
    for (const [t, f, to] of [
      ["{\\i1}x", "ass", "ssa"],
      ["<i>x</i>", "srt", "srt"],
      ["{y:i}x", "sub", "sub"],
    ] as const) {
      expect(convertMarkup(t, f, to)).toBe(t);
    }
  });

  it("reads SubRip closing tags with spaces in them, and leaves opening ones with a space as text", () => {
    expect(convertMarkup("<i>Hello</ i> <b>world< /b>", "srt", "ass")).toBe(
      "{\\i1}Hello{\\i0} {\\b1}world{\\b0}",
    );
    expect(convertMarkup("<i>Hi</ i>", "srt", "txt")).toBe("Hi");
    expect(convertMarkup("a < b > c", "srt", "txt")).toBe("a < b > c");
    // WebVTT spells its tags out exactly: a space there is not the end of an italic span.
    expect(convertMarkup("<i>Hi</ i>", "vtt", "txt")).toBe("Hi</ i>");
  });

  it("tokenizes losslessly: raw parts join back to the input", () => {
    const samples: [string, SubtitleFormat][] = [
      ["<i>a</i> < b {\\an8}&amp;\nc", "srt"],
      ["<i>a</ i> <b>b< / b>", "srt"],
      ["<v A>x &lt; y</v>", "vtt"],
      ["{\\i1}a\\Nb\\hc{comment}{unclosed", "ass"],
      ["{y:i}/a|{c:$FF0000}b{x", "sub"],
    ];
    for (const [text, format] of samples) {
      expect(
        tokenizeMarkup(text, format)
          .map((t) => t.raw)
          .join(""),
      ).toBe(text);
    }
  });

  it("reads the SubRip tags that SBV and SubViewer writers use as markup in every target", () => {
    for (const from of ["sbv", "subviewer"] as const) {
      const text = "<i>Hello</i> & bye\n>> BOB: <b>hi</b>";
      expect(convertMarkup(text, from, "srt")).toBe(text);
      expect(convertMarkup(text, from, "vtt")).toBe("<i>Hello</i> &amp; bye\n&gt;&gt; BOB: <b>hi</b>");
      expect(convertMarkup(text, from, "ass")).toBe("{\\i1}Hello{\\i0} & bye\n>> BOB: {\\b1}hi{\\b0}");
      expect(convertMarkup(text, from, "txt")).toBe("Hello & bye\n>> BOB: hi");
      // Written back as it was read; other formats' tags are not written into these formats.
      expect(convertMarkup(text, from, from)).toBe(text);
      expect(convertMarkup("<i>x</i>", "srt", from)).toBe("x");
    }
  });
});
