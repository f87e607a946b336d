import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FileName } from "./FileName";

describe("FileName", () => {
  it("offers a line break after each dot, dash and underscore, and nowhere else", () => {
    const html = renderToStaticMarkup(<FileName name="Sub2__Miami.Vice.2006-GROUP.srt" />);
    expect(html).toBe(
      '<span class="[overflow-wrap:anywhere]">Sub2_<wbr/>_<wbr/>Miami.<wbr/>Vice.<wbr/>2006-<wbr/>GROUP.<wbr/>srt</span>',
    );
  });

  it("leaves a name without separators whole", () => {
    expect(renderToStaticMarkup(<FileName name="subtitles" />)).toBe(
      '<span class="[overflow-wrap:anywhere]">subtitles</span>',
    );
  });
});
