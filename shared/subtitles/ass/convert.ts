import { ASS_STYLE_FORMAT, parseFormatLine, SSA_STYLE_FORMAT, splitValues } from "./format";

// SSA numbers alignments 1–3 bottom, 9–11 middle, 5–7 top; ASS uses the numeric keypad (1–3, 4–6, 7–9).
const SSA_TO_ASS_ALIGN: Record<string, string> = {
  1: "1",
  2: "2",
  3: "3",
  9: "4",
  10: "5",
  11: "6",
  5: "7",
  6: "8",
  7: "9",
};
const ASS_TO_SSA_ALIGN: Record<string, string> = Object.fromEntries(
  Object.entries(SSA_TO_ASS_ALIGN).map(([ssa, ass]) => [ass, ssa]),
);

/** SSA writes colours as decimal integers (possibly negative); ASS as `&HAABBGGRR`. */
function toAssColour(value: string): string {
  const v = value.trim();
  if (!/^-?\d+$/.test(v)) return v;
  return `&H${(Number(v) >>> 0).toString(16).toUpperCase().padStart(8, "0")}`;
}

const ASS_DEFAULTS: Record<string, string> = {
  Underline: "0",
  StrikeOut: "0",
  ScaleX: "100",
  ScaleY: "100",
  Spacing: "0",
  Angle: "0",
  BorderStyle: "1",
  Outline: "2",
  Shadow: "2",
  Alignment: "2",
  MarginL: "10",
  MarginR: "10",
  MarginV: "10",
  Encoding: "1",
  Bold: "0",
  Italic: "0",
};
const SSA_DEFAULTS: Record<string, string> = { ...ASS_DEFAULTS, AlphaLevel: "0" };

/**
 * Rewrites a `[V4 Styles]` section as `[V4+ Styles]` or the reverse: the target's standard Format line, each
 * Style's values looked up by field name (tertiary ↔ outline colour, alignment renumbered, missing fields defaulted).
 */
export function convertStyleLines(lines: readonly string[], toAss: boolean): string[] {
  const target = toAss ? ASS_STYLE_FORMAT : SSA_STYLE_FORMAT;
  const out: string[] = [];
  let source: string[] = toAss ? SSA_STYLE_FORMAT : ASS_STYLE_FORMAT;
  for (const line of lines) {
    if (line.startsWith("Format:")) {
      source = parseFormatLine(line);
      out.push(`Format: ${target.join(", ")}`);
      continue;
    }
    if (!line.startsWith("Style:")) {
      out.push(line);
      continue;
    }
    const values = splitValues(line, line.indexOf(":") + 1, source.length) ?? [];
    const byName: Record<string, string> = {};
    source.forEach((name, k) => {
      byName[name] = (values[k] ?? "").trim();
    });
    if (toAss) byName.OutlineColour ??= byName.TertiaryColour ?? "";
    else byName.TertiaryColour ??= byName.OutlineColour ?? "";
    const align = byName.Alignment ?? "";
    byName.Alignment = (toAss ? SSA_TO_ASS_ALIGN[align] : ASS_TO_SSA_ALIGN[align]) ?? align;
    const defaults = toAss ? ASS_DEFAULTS : SSA_DEFAULTS;
    const row = target.map((name) => {
      const v = byName[name] || defaults[name] || "";
      return toAss && name.endsWith("Colour") ? toAssColour(v) : v;
    });
    out.push(`Style: ${row.join(",")}`);
  }
  return out;
}

/** `ScriptType:` value for the target. */
export function convertInfoLines(lines: readonly string[], toAss: boolean): string[] {
  return lines.map((l) => (l.startsWith("ScriptType:") ? `ScriptType: ${toAss ? "v4.00+" : "v4.00"}` : l));
}
