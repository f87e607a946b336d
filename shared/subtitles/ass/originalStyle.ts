import type { AssSection } from "../types";
import { ASS_STYLE_FORMAT, parseFormatLine, SSA_STYLE_FORMAT, splitValues } from "./format";

// What a script without styles (one built from another format) gets: the serializer's Default style.
const FALLBACK: Record<string, string> = {
  Fontname: "Arial",
  Fontsize: "20",
  PrimaryColour: "&H00FFFFFF",
  SecondaryColour: "&H000000FF",
  OutlineColour: "&H00000000",
  TertiaryColour: "0",
  BackColour: "&H00000000",
  BorderStyle: "1",
  Outline: "2",
  Shadow: "2",
  MarginL: "10",
  MarginR: "10",
  MarginV: "10",
  Encoding: "1",
};

const isStyles = (section: AssSection) => /^v4\+? styles$/i.test(section.name);

/**
 * The sections with one more style for a bilingual script's original lines: the script's Default style (else its
 * first) three quarters of its size, at the top centre (`8` in ASS's numbering, `6` in SSA's), in italics on
 * request, named `Original` (with a number when the script has a style of that name). Returns its name.
 */
export function withOriginalStyle(
  sections: readonly AssSection[],
  ssa: boolean,
  italic: boolean,
): { sections: AssSection[]; style: string } {
  const at = sections.findIndex(isStyles);
  const styles =
    at >= 0 ? (sections[at] as AssSection) : { name: ssa ? "V4 Styles" : "V4+ Styles", lines: [] };
  const formatLine = styles.lines.find((l) => l.startsWith("Format:"));
  const fields = formatLine ? parseFormatLine(formatLine) : ssa ? SSA_STYLE_FORMAT : ASS_STYLE_FORMAT;
  const rows = styles.lines
    .filter((l) => l.startsWith("Style:"))
    .map((line) => {
      const values = splitValues(line, line.indexOf(":") + 1, fields.length) ?? [];
      return Object.fromEntries(fields.map((name, k) => [name, (values[k] ?? "").trim()]));
    });
  const names = new Set(rows.map((row) => (row.Name ?? "").toLowerCase()));
  let style = "Original";
  for (let n = 2; names.has(style.toLowerCase()); n++) style = `Original ${n}`;
  const base = rows.find((row) => row.Name?.toLowerCase() === "default") ?? rows[0] ?? FALLBACK;
  const size = Number.parseFloat(base.Fontsize ?? "") || 20;
  const row: Record<string, string> = {
    ...base,
    Name: style,
    Fontsize: String(Math.max(1, Math.round(size * 0.75))),
    Italic: italic ? "-1" : "0",
    Alignment: ssa ? "6" : "8",
  };
  const line = `Style: ${fields.map((name) => row[name] ?? "0").join(",")}`;
  const lines = [...styles.lines];
  const lastStyle = lines.findLastIndex((l) => l.startsWith("Style:"));
  const insertAt = lastStyle >= 0 ? lastStyle + 1 : formatLine ? lines.indexOf(formatLine) + 1 : 0;
  if (!formatLine) lines.unshift(`Format: ${fields.join(", ")}`);
  lines.splice(formatLine ? insertAt : 1, 0, line);
  const out = [...sections];
  if (at >= 0) out[at] = { ...styles, lines };
  else {
    const events = out.findIndex((s) => s.name.toLowerCase() === "events");
    out.splice(events >= 0 ? events : out.length, 0, { ...styles, lines });
  }
  return { sections: out, style };
}
