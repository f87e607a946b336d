import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const bin = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "polysub.mjs");
const dir = mkdtempSync(path.join(tmpdir(), "polysub-cli-"));

function polysub(...args: string[]) {
  const r = spawnSync(process.execPath, [bin, ...args], { encoding: "utf8" });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

function fixture(name: string, content: string | Uint8Array): string {
  const file = path.join(dir, name);
  writeFileSync(file, content);
  return file;
}

const SRT =
  "1\r\n00:00:01,000 --> 00:00:02,500\r\n<i>Café</i>\r\n\r\n2\r\n00:00:03,000 --> 00:00:04,000\r\nTwo\r\nlines\r\n";

describe("polysub CLI", () => {
  it("parse --json prints format, encoding, cues and diagnostics", () => {
    const r = polysub("parse", fixture("ok.srt", SRT), "--json");
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({
      format: "srt",
      encoding: "utf-8",
      cues: [
        { start: 1000, end: 2500, text: "<i>Café</i>" },
        { start: 3000, end: 4000, text: "Two\nlines" },
      ],
      diagnostics: [],
    });
  });

  it("parse counts only the events a player shows; --json marks ASS Comment events", () => {
    const karaoke = path.resolve(
      path.dirname(fileURLToPath(import.meta.url)),
      "../test/fixtures/karaoke.ass",
    );
    const r = polysub("parse", karaoke);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("cues:     4\n");
    expect(r.stdout).toContain("comments: 4 (never shown, not counted)");
    const json = JSON.parse(polysub("parse", karaoke, "--json").stdout) as {
      cues: { text: string; comment?: boolean }[];
    };
    expect(json.cues).toHaveLength(8);
    expect(json.cues.filter((c) => c.comment).map((c) => c.text)).toEqual([
      "{\\pos($x,$y)\\an5\\k$kdur}",
      "fxgroup.on = true",
      "Translator note: the chorus repeats the title",
      "{\\k25}Yo{\\k30}ru {\\k40}no {\\k35}so{\\k50}ra",
    ]);
    expect(json.cues.filter((c) => !("comment" in c))).toHaveLength(4);
    expect(polysub("--help").stdout).toContain('marks each Comment event with "comment": true');
  });

  it("parse exits 1 and lists diagnostics with line numbers for a broken file", () => {
    const broken = fixture(
      "broken.srt",
      "1\n00:00:01,000 --> 00:00:02,000\nok\n\n2\nno timing here\n\n3\n00:00:0x --> 1\nbad\n",
    );
    const r = polysub("parse", broken);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain("cues:     1");
    expect(r.stdout).toContain("line 5: error srt.missing_timing");
    expect(r.stdout).toMatch(/line 9:\d+: error srt.bad_timing/);
    const json = JSON.parse(polysub("parse", broken, "--json").stdout) as {
      diagnostics: { line: number; code: string }[];
    };
    expect(json.diagnostics.map((d) => [d.line, d.code])).toEqual([
      [5, "srt.missing_timing"],
      [9, "srt.bad_timing"],
    ]);
  });

  it("parse rejects a file without cues", () => {
    const r = polysub("parse", fixture("page.srt", "<html><body>403 Forbidden</body></html>\n"), "--json");
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout).diagnostics.map((d: { code: string }) => d.code)).toContain("no_cues");
  });

  it("convert writes the target format to -o in the requested encoding", () => {
    const out = path.join(dir, "out.vtt");
    const r = polysub("convert", fixture("conv.srt", SRT), "--to", "vtt", "--encoding", "utf-16", "-o", out);
    expect(r.code).toBe(0);
    const bytes = readFileSync(out);
    expect([...bytes.subarray(0, 2)]).toEqual([0xff, 0xfe]);
    const text = new TextDecoder("utf-16le").decode(bytes.subarray(2));
    expect(text).toBe(
      "WEBVTT\n\n00:00:01.000 --> 00:00:02.500\n<i>Café</i>\n\n00:00:03.000 --> 00:00:04.000\nTwo\nlines\n",
    );
  });

  it("convert prints to stdout and reports characters the encoding cannot hold", () => {
    const file = fixture("conv2.srt", SRT);
    const ok = polysub("convert", file, "--to", "txt");
    expect(ok.stdout).toBe("Café\n\nTwo\nlines\n");
    const ascii = polysub("convert", file, "--to", "srt", "--encoding", "ascii");
    expect(ascii.code).toBe(1);
    expect(ascii.stderr).toContain('"é" (U+00E9) at line 3, column 7');
  });

  it("prints usage for --help and exits 2 on bad usage", () => {
    const help = polysub("--help");
    expect(help.code).toBe(0);
    expect(help.stdout).toContain("polysub convert FILE --to FORMAT");
    const bad = polysub("convert", fixture("x.srt", SRT), "--to", "docx");
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("--to must be one of");
  });
});
