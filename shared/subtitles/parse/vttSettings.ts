// Interpretation of WebVTT cue settings (W3C "parse the WebVTT cue settings"). The parser keeps settings as
// written; this gives their meaning, for players, previews and conformance tests.

export interface VttCueSettings {
  align: "start" | "center" | "end" | "left" | "right";
  line: number | "auto";
  snapToLines: boolean;
  lineAlign: "start" | "center" | "end";
  position: number | "auto";
  positionAlign: "auto" | "line-left" | "center" | "line-right";
  size: number;
  vertical: "" | "rl" | "lr";
  /** Identifier of the region the cue is in, or null. */
  region: string | null;
}

/** `regionIds`: identifiers of the regions defined before the cue, in file order. */
export function interpretCueSettings(
  settings: string | undefined,
  regionIds: readonly string[] = [],
): VttCueSettings {
  const out: VttCueSettings = {
    align: "center",
    line: "auto",
    snapToLines: true,
    lineAlign: "start",
    position: "auto",
    positionAlign: "auto",
    size: 100,
    vertical: "",
    region: null,
  };
  if (!settings) return out;
  for (const setting of settings.split(/[\t\n\f\r ]+/)) {
    const colon = setting.indexOf(":");
    if (colon <= 0 || colon === setting.length - 1) continue;
    const name = setting.slice(0, colon);
    const value = setting.slice(colon + 1);
    switch (name) {
      case "region":
        out.region = regionIds.includes(value) ? value : null;
        break;
      case "vertical":
        if (value === "rl" || value === "lr") out.vertical = value;
        break;
      case "line":
        applyLine(out, value);
        break;
      case "position":
        applyPosition(out, value);
        break;
      case "size": {
        const size = parsePercentage(value);
        if (size !== null) out.size = size;
        break;
      }
      case "align":
        if (
          value === "start" ||
          value === "center" ||
          value === "end" ||
          value === "left" ||
          value === "right"
        )
          out.align = value;
        break;
    }
  }
  return out;
}

function applyLine(out: VttCueSettings, value: string): void {
  const comma = value.indexOf(",");
  const linepos = comma === -1 ? value : value.slice(0, comma);
  const linealign = comma === -1 ? null : value.slice(comma + 1);
  if (!/[0-9]/.test(linepos)) return;
  let number: number;
  let snap: boolean;
  if (linepos.endsWith("%")) {
    const pct = parsePercentage(linepos);
    if (pct === null) return;
    number = pct;
    snap = false;
  } else {
    if (!/^-?[0-9]*(\.[0-9]+)?$/.test(linepos) || /\.(?![0-9])|(^|[^0-9])\./.test(linepos)) return;
    number = Number(linepos) + 0;
    if (!Number.isFinite(number)) return;
    snap = true;
  }
  out.line = number;
  out.snapToLines = snap;
  // An unknown alignment keyword keeps the line and falls back to the default, as browsers do (WPT settings-line).
  out.lineAlign = linealign === "center" || linealign === "end" ? linealign : "start";
}

function applyPosition(out: VttCueSettings, value: string): void {
  const comma = value.indexOf(",");
  const colpos = comma === -1 ? value : value.slice(0, comma);
  const colalign = comma === -1 ? null : value.slice(comma + 1);
  const pct = parsePercentage(colpos);
  if (pct === null) return;
  out.position = pct;
  out.positionAlign =
    colalign === "line-left" || colalign === "center" || colalign === "line-right" ? colalign : "auto";
}

/** A WebVTT percentage: digits, optional fraction, `%`, between 0 and 100. */
function parsePercentage(value: string): number | null {
  if (!/^[0-9]+(\.[0-9]+)?%$/.test(value)) return null;
  const n = Number(value.slice(0, -1));
  return n >= 0 && n <= 100 ? n : null;
}
