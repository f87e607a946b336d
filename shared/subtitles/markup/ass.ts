import { type Effect, forwardSearch, type MarkupToken, pushText, roleOf, swapRgbBgr } from "./tokens";

/** Splits the inside of an override block into tags, keeping `\t(\i1)` and `\clip(...)` whole. */
function splitTags(inner: string): string[] {
  const tags: string[] = [];
  let depth = 0;
  let start = -1;
  for (let i = 0; i < inner.length; i++) {
    const ch = inner.charCodeAt(i);
    if (ch === 40 /* ( */) depth++;
    else if (ch === 41 /* ) */ && depth > 0) depth--;
    else if (ch === 92 /* \ */ && depth === 0) {
      if (start >= 0) tags.push(inner.slice(start, i));
      start = i + 1;
    }
  }
  if (start >= 0) tags.push(inner.slice(start));
  return tags;
}

function tagEffect(tag: string): Effect | null {
  const t = tag.trim();
  let m = /^([ius])([01]?)$/.exec(t);
  if (m) return { type: "style", key: m[1] as "i" | "u" | "s", on: m[2] === "1" };
  m = /^b(\d*)$/.exec(t);
  if (m) {
    const w = m[1] ? Number(m[1]) : 0;
    return { type: "style", key: "b", on: w === 1 || w >= 600 };
  }
  m = /^1?c(?:&H([0-9a-fA-F]+)&?)?$/.exec(t);
  if (m) {
    const hex = m[1];
    if (!hex) return { type: "color", rgb: null };
    return { type: "color", rgb: swapRgbBgr(hex.padStart(6, "0").slice(-6).toUpperCase()) };
  }
  if (/^r/.test(t)) return { type: "reset" };
  return null;
}

/** Portable effects of an override block's inside (`\i1\pos(1,2)` → italic on); unknown tags have none. */
export function assBlockEffects(inner: string): Effect[] {
  const effects: Effect[] = [];
  if (!inner.startsWith("\\")) return effects;
  for (const tag of splitTags(inner)) {
    const e = tagEffect(tag);
    if (e) effects.push(e);
  }
  return effects;
}

/**
 * At a `{` (index `open`): pushes the text since `runStart`, then the block as a tag. Returns the index after the
 * block, or -1 when the brace is never closed (it is then plain text and nothing is pushed). `findClose` is the
 * tokenizer's forwardSearch of `}`.
 */
export function takeAssBlock(
  tokens: MarkupToken[],
  text: string,
  runStart: number,
  open: number,
  findClose: (from: number) => number,
): number {
  const close = findClose(open + 1);
  if (close < 0) return -1;
  pushText(tokens, text.slice(runStart, open));
  const raw = text.slice(open, close + 1);
  const effects = assBlockEffects(raw.slice(1, -1));
  tokens.push({ kind: "tag", raw, effects, role: roleOf(effects, raw) });
  return close + 1;
}

/**
 * ASS/SSA event text. Line breaks are `\n` characters in the model (the parser turns `\N` into them);
 * a literal `\N` is read as a break too. `\n` is a line break in SSA and a soft break (a space unless
 * `\q2`) in ASS; `\h` is a no-break space.
 */
export function tokenizeAss(text: string, ssa: boolean): MarkupToken[] {
  const tokens: MarkupToken[] = [];
  const smartWrapOff = !ssa && text.includes("\\q2");
  const findClose = forwardSearch(text, "}");
  let runStart = 0;
  let i = 0;
  while (i < text.length) {
    const ch = text.charCodeAt(i);
    const block = ch === 123 /* { */ ? takeAssBlock(tokens, text, runStart, i, findClose) : -1;
    if (block >= 0) {
      i = block;
      runStart = i;
    } else if (ch === 10 /* \n */) {
      pushText(tokens, text.slice(runStart, i));
      tokens.push({ kind: "break", raw: "\n" });
      runStart = ++i;
    } else if (ch === 92 /* \ */ && i + 1 < text.length) {
      const c2 = text[i + 1];
      if (c2 === "N" || (c2 === "n" && (ssa || smartWrapOff))) {
        pushText(tokens, text.slice(runStart, i));
        tokens.push({ kind: "break", raw: text.slice(i, i + 2) });
      } else if (c2 === "n" || c2 === "h") {
        pushText(tokens, text.slice(runStart, i));
        const literal = c2 === "h" ? "\u00a0" : " ";
        tokens.push({
          kind: "tag",
          raw: text.slice(i, i + 2),
          effects: [{ type: "literal", text: literal }],
          role: "neutral",
        });
      } else {
        i++;
        continue;
      }
      i += 2;
      runStart = i;
    } else i++;
  }
  pushText(tokens, text.slice(runStart));
  return text.includes("\\p") ? markDrawings(tokens) : tokens;
}

const DRAWING_SCALE = /\\p(\d+)/g;

/** Text drawn in drawing mode (`{\p1}m 0 0 l 100 0 …{\p0}`) is vector commands, not words: it becomes a tag. */
function markDrawings(tokens: MarkupToken[]): MarkupToken[] {
  let drawing = false;
  return tokens.map((t): MarkupToken => {
    if (t.kind === "tag" && t.raw.startsWith("{")) {
      // The block's last \p wins; a lookahead for "no later \p" would rescan the rest of the block from each one.
      const scales = [...t.raw.matchAll(DRAWING_SCALE)];
      const scale = scales.at(-1)?.[1];
      if (scale !== undefined) drawing = Number(scale) > 0;
    }
    return drawing && t.kind === "text" ? { kind: "tag", raw: t.raw, effects: [], role: "neutral" } : t;
  });
}
