import { describe, expect, it } from "vitest";
import { translateTexts } from "./translateTexts";

describe("the page's side: texts through the translator", () => {
  it("translates in order, says its progress, answers null for a text the translator fails on", async () => {
    const progress: number[] = [];
    const translator = {
      translate: async (text: string) => {
        if (text === "bad") throw new DOMException("too long", "NotSupportedError");
        return text.toUpperCase();
      },
    };
    const answers = await translateTexts(translator, ["a", "bad", "c"], {
      signal: new AbortController().signal,
      onProgress: (done) => progress.push(done),
    });
    expect(answers).toEqual(["A", null, "C"]);
    expect(progress).toEqual([1, 2, 3]);
  });

  it("stops at the next text once cancelled", async () => {
    const controller = new AbortController();
    const seen: string[] = [];
    const translator = {
      translate: async (text: string) => {
        seen.push(text);
        if (text === "b") controller.abort(new DOMException("Cancelled", "AbortError"));
        return text;
      },
    };
    await expect(
      translateTexts(translator, ["a", "b", "c", "d"], { signal: controller.signal }),
    ).rejects.toMatchObject({ name: "AbortError" });
    expect(seen).toEqual(["a", "b"]);
  });
});
