// Runs the W3C web-platform-tests WebVTT assertions (corpus `wpt__*.vtt.test`) and the vtt.js expectations
// (`vtt.js__*.vtt.json`) against our parser. The testharness assertions are executed as written, against a
// cue list shaped like the browser's TextTrackCueList.

import { corpusMissingMessage, corpusNames, corpusPresent, readCorpus } from "@test/corpus";
import { describe, expect, it } from "vitest";
import { decodeBytes } from "../decode";
import type { SubtitleDocument } from "../types";
import { parseVtt } from "./vtt";
import { interpretCueSettings } from "./vttSettings";

interface BrowserRegion {
  id: string;
}

/** The cue list a browser would expose, with regions as shared objects (compared by identity). */
function browserCues(doc: SubtitleDocument) {
  const blocks = doc.vtt?.blocks ?? [];
  return doc.cues.map((cue, index) => {
    const regions = new Map<string, BrowserRegion>();
    for (const block of blocks) {
      if (block.kind !== "REGION" || block.beforeCue > index) continue;
      const id = /(?:^|\s)id:(\S+)/.exec(block.text.slice(6))?.[1];
      if (id) regions.set(id, regionObject(block));
    }
    const settings = interpretCueSettings(cue.settings, [...regions.keys()]);
    return {
      id: cue.id ?? "",
      text: cue.text,
      startTime: cue.start / 1000,
      endTime: cue.end / 1000,
      ...settings,
      region: settings.region === null ? null : (regions.get(settings.region) ?? null),
    };
  });
}

const regionObjects = new WeakMap<object, BrowserRegion>();
function regionObject(block: object): BrowserRegion {
  let region = regionObjects.get(block);
  if (!region) {
    region = { id: "" };
    regionObjects.set(block, region);
  }
  return region;
}

function styleSheets(doc: SubtitleDocument) {
  return (
    (doc.vtt?.blocks ?? [])
      // Style sheets after the first cue are ignored by the spec; the parser keeps them only for round-trip.
      .filter((b) => b.kind === "STYLE" && b.beforeCue === 0)
      .map((b) => {
        const css = b.text.slice(b.text.indexOf("\n") + 1).replace(/\/\*[\s\S]*?\*\//g, "");
        const cssRules = [...css.matchAll(/([^{}]+)\{[^}]*\}/g)].map((m) => ({
          type: 1,
          selectorText: (m[1] ?? "").trim(),
        }));
        return { cssRules };
      })
  );
}

function sameValue(a: unknown, b: unknown): boolean {
  return typeof a === "number" && typeof b === "number" && Number.isNaN(a)
    ? Number.isNaN(b)
    : Object.is(a, b);
}

function runAssertions(script: string, doc: SubtitleDocument): void {
  const assert_equals = (actual: unknown, expected: unknown, message?: string) => {
    if (!sameValue(actual, expected))
      throw new Error(`${message ?? "assert_equals"}: got ${String(actual)}, expected ${String(expected)}`);
  };
  const assert_not_equals = (actual: unknown, expected: unknown, message?: string) => {
    if (sameValue(actual, expected))
      throw new Error(`${message ?? "assert_not_equals"}: both ${String(actual)}`);
  };
  const assert_true = (v: unknown, message?: string) => assert_equals(v, true, message);
  const assert_false = (v: unknown, message?: string) => assert_equals(v, false, message);
  const document = { styleSheets: styleSheets(doc) };
  const run = new Function(
    "cues",
    "document",
    "CSSRule",
    "assert_equals",
    "assert_not_equals",
    "assert_true",
    "assert_false",
    script,
  );
  run(
    browserCues(doc),
    document,
    { STYLE_RULE: 1 },
    assert_equals,
    assert_not_equals,
    assert_true,
    assert_false,
  );
}

/** The assertions of a WPT .test source: after the metadata paragraph, up to the `===` line. */
function assertionsOf(source: string): string {
  const lines = source.split("\n");
  const end = lines.indexOf("===");
  const start = lines.findIndex((l, i) => i > 0 && l.trim() === "");
  return lines.slice(start + 1, end).join("\n");
}

function parseCorpus(name: string) {
  return parseVtt(decodeBytes(readCorpus("vtt", name)));
}

describe.skipIf(!corpusPresent)("WebVTT conformance (web-platform-tests)", () => {
  const tests = corpusNames("vtt", ".vtt.test");
  it("finds the WPT expectation files", () => expect(tests.length).toBeGreaterThanOrEqual(15));
  for (const testFile of tests) {
    it(testFile.replace(/\.vtt\.test$/, ""), () => {
      const script = assertionsOf(readCorpus("vtt", testFile).toString("utf8"));
      expect(script).toContain("assert_");
      runAssertions(script, parseCorpus(testFile.replace(/\.test$/, "")).document);
    });
  }
});

describe.skipIf(!corpusPresent)("WebVTT conformance (vtt.js expectations)", () => {
  const legacy = (v: string) => (v === "middle" ? "center" : v);
  for (const jsonFile of corpusNames("vtt", ".vtt.json")) {
    it(jsonFile.replace(/\.vtt\.json$/, ""), () => {
      const expected = JSON.parse(readCorpus("vtt", jsonFile).toString("utf8")) as {
        cues: Record<string, unknown>[];
      };
      const actual = browserCues(parseCorpus(jsonFile.replace(/\.json$/, "")).document);
      expect(actual.length).toBe(expected.cues.length);
      expected.cues.forEach((cue, i) => {
        const got = actual[i];
        expect(got).toBeDefined();
        if (!got) return;
        expect({ id: got.id, text: got.text, startTime: got.startTime, endTime: got.endTime }).toEqual({
          id: cue.id,
          text: cue.text,
          startTime: cue.startTime,
          endTime: cue.endTime,
        });
        expect(got.align).toBe(legacy(String(cue.align)));
        expect(got.line).toBe(cue.line);
        expect(got.snapToLines).toBe(cue.snapToLines);
        expect(got.position).toBe(cue.position);
        expect(got.size).toBe(cue.size);
        expect(got.vertical).toBe(cue.vertical);
      });
    });
  }
});

describe.skipIf(corpusPresent)("WebVTT conformance", () => {
  it.skip(corpusMissingMessage, () => {});
});
