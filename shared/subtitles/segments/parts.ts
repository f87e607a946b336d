import type { Effect, MarkupToken } from "../markup";

/**
 * A run of a cue's lines that is translated as one text: a speaker's turn in a dialogue cue, or lines styled
 * alike. Words never move from one part to another, so a speaker keeps their line and a styled line its style.
 */
export interface CuePart {
  /** The part's tokens, its own line breaks included, its dialogue dash left out. */
  tokens: MarkupToken[];
  /** The line break as written before this part ("" for the first). */
  breakBefore: string;
  /**
   * The speaker's dash as written (`- `, `–`) and an SDH speaker label after it (`JOHN: `), or "". It is not sent,
   * and is written back first on the line.
   */
  dash: string;
  /** The SDH label's name (`JOHN` of `JOHN: `), when the part opens with one: kept, and given to an LLM. */
  speaker?: string;
  /** How many of the tokens come before the dash (the line's opening tags). */
  dashAt: number;
}

// A speaker's turn: a line that opens with a hyphen, an en dash or an em dash (after its tags), as subtitles write
// dialogue. `--` and `-1` are not turns.
const DASH = /^\s*[-–—](?![-–—\d])\s*/;
// An SDH speaker label: an upper-case name (a few words at most) and a colon opening a line, `JOHN:`, `DR. WHO:`.
const LABEL = /^\s*(\p{Lu}[\p{Lu}\p{N}'’. -]{1,30}):\s*/u;
const WORDS = /[\p{L}\p{N}]/u;

interface Line {
  tokens: MarkupToken[];
  breakBefore: string;
  /** The styles that hold over all of the line's words (`i`, `color:FF0000` …), sorted; null without words. */
  style: string | null;
}

/** Each style or colour in effect, with whether it ends at the line break (MicroDVD `{y:i}`, `/`). */
export type StyleState = Map<string, boolean>;

export function applyEffect(state: StyleState, effect: Effect): void {
  if (effect.type === "style") {
    if (effect.on) state.set(effect.key, effect.scope === "line");
    else state.delete(effect.key);
  } else if (effect.type === "color") {
    for (const key of state.keys()) if (key.startsWith("color:")) state.delete(key);
    if (effect.rgb !== null) state.set(`color:${effect.rgb}`, effect.scope === "line");
  } else if (effect.type === "reset") state.clear();
}

/** The cue's lines with the styles that cover each line's words. */
function linesOf(tokens: readonly MarkupToken[]): Line[] {
  const state: StyleState = new Map();
  const lines: Line[] = [];
  let line: Line = { tokens: [], breakBefore: "", style: null };
  let covering = null as Set<string> | null;
  const close = () => {
    line.style = covering && [...covering].sort().join(",");
    lines.push(line);
  };
  for (const token of tokens) {
    if (token.kind === "break") {
      close();
      for (const [key, lineScoped] of state) if (lineScoped) state.delete(key);
      line = { tokens: [], breakBefore: token.raw, style: null };
      covering = null;
      continue;
    }
    line.tokens.push(token);
    if (token.kind === "tag") for (const effect of token.effects) applyEffect(state, effect);
    else if (WORDS.test(token.text)) {
      const active = new Set(state.keys());
      covering = covering ? new Set([...covering].filter((k) => active.has(k))) : active;
    }
  }
  close();
  return lines;
}

/** The dash and speaker label opening a line, after its tags: where they are and how they are written. */
function dashOf(tokens: readonly MarkupToken[]): { at: number; raw: string; speaker?: string } | null {
  const at = tokens.findIndex((t) => t.kind !== "tag");
  const first = tokens[at];
  if (first?.kind !== "text") return null;
  const dash = DASH.exec(first.raw)?.[0] ?? "";
  const label = LABEL.exec(first.raw.slice(dash.length));
  const raw = dash + (label?.[0] ?? "");
  // The prefix must lead to words on its line: a line of dashes only is a drawing, not a turn.
  if (
    raw === "" ||
    !WORDS.test(
      first.raw.slice(raw.length) +
        tokens
          .slice(at + 1)
          .map((t) => t.raw)
          .join(""),
    )
  )
    return null;
  return label ? { at, raw, speaker: (label[1] as string).trim() } : { at, raw };
}

function withoutDash(tokens: MarkupToken[], dash: { at: number; raw: string }): MarkupToken[] {
  const first = tokens[dash.at] as Extract<MarkupToken, { kind: "text" }>;
  const rest = first.raw.slice(dash.raw.length);
  // The dash holds no entity, so the decoded text loses the same leading characters as the raw text.
  const text = first.text.slice(first.text.length - rest.length);
  const kept: MarkupToken[] = rest === "" ? [] : [{ kind: "text", raw: rest, text }];
  return [...tokens.slice(0, dash.at), ...kept, ...tokens.slice(dash.at + 1)];
}

/** A line of nothing but spaces, or of nothing (a rolling caption's padding line, `\N\N`). */
const isBlank = (line: Line) => line.tokens.every((t) => t.kind === "text" && t.text.trim() === "");

/**
 * Cuts a cue into parts: a new part starts at each line (after the first) that opens with a speaker's dash, and
 * at each line whose words are styled otherwise than the line before (its own italics or colour). A blank line is
 * a part of its own, so that it stays blank: it is never filled with translated words. Other lines without words
 * go with the line before them.
 */
export function cueParts(tokens: readonly MarkupToken[]): CuePart[] {
  const lines = linesOf(tokens);
  const parts: CuePart[] = [];
  let style: string | null = null;
  lines.forEach((line, i) => {
    const dash = dashOf(line.tokens);
    const styledApart = line.style !== null && style !== null && line.style !== style;
    const current = parts[parts.length - 1];
    const blank = isBlank(line) || (i > 0 && isBlank(lines[i - 1] as Line));
    if (current === undefined || (dash !== null && i > 0) || styledApart || blank) {
      parts.push({
        tokens: dash ? withoutDash(line.tokens, dash) : [...line.tokens],
        breakBefore: line.breakBefore,
        dash: dash?.raw ?? "",
        dashAt: dash?.at ?? 0,
        ...(dash?.speaker && { speaker: dash.speaker }),
      });
    } else current.tokens.push({ kind: "break", raw: line.breakBefore }, ...line.tokens);
    if (line.style !== null) style = line.style;
  });
  return parts;
}
