import {
  type Effect,
  forwardSearch,
  type MarkupToken,
  pushText,
  roleOf,
  type StyleKey,
  swapRgbBgr,
} from "./tokens";

function codeEffects(letter: string, value: string): Effect[] {
  const lower = letter.toLowerCase();
  const scope = letter === lower ? { scope: "line" as const } : {};
  if (lower === "y") {
    const effects: Effect[] = [];
    for (const ch of value.toLowerCase()) {
      if (ch === "i" || ch === "b" || ch === "u" || ch === "s") {
        effects.push({ type: "style", key: ch as StyleKey, on: true, ...scope });
      }
    }
    return effects;
  }
  if (lower === "c") {
    const hex = /^\$?([0-9a-fA-F]{6})$/.exec(value.trim())?.[1];
    return hex ? [{ type: "color", rgb: swapRgbBgr(hex.toUpperCase()), ...scope }] : [];
  }
  return [];
}

/**
 * MicroDVD text (lines already split on `|` into `\n`). Control codes `{y:i}` apply to their line,
 * `{Y:i}` to the whole cue; `{f:…}`, `{s:…}`, `{P:…}`, `{H:…}` are kept as MicroDVD-only tags.
 * A `/` starting a line is the common shorthand for an italic line.
 */
export function tokenizeMicroDvd(text: string): MarkupToken[] {
  const tokens: MarkupToken[] = [];
  const findClose = forwardSearch(text, "}");
  const findBreak = forwardSearch(text, "\n");
  let runStart = 0;
  let lineStart = true;
  let i = 0;
  while (i < text.length) {
    const ch = text.charCodeAt(i);
    if (ch === 123 /* { */ && text.charCodeAt(i + 2) === 58 /* : */ && /[A-Za-z]/.test(text[i + 1] ?? "")) {
      const close = findClose(i + 3);
      const nl = findBreak(i);
      if (close < 0 || (nl >= 0 && nl < close)) {
        i++;
        lineStart = false;
        continue;
      }
      pushText(tokens, text.slice(runStart, i));
      const raw = text.slice(i, close + 1);
      const effects = codeEffects(raw[1] as string, raw.slice(3, -1));
      tokens.push({ kind: "tag", raw, effects, role: roleOf(effects, raw) });
      i = close + 1;
      runStart = i;
    } else if (ch === 47 /* / */ && lineStart) {
      pushText(tokens, text.slice(runStart, i));
      tokens.push({
        kind: "tag",
        raw: "/",
        effects: [{ type: "style", key: "i", on: true, scope: "line" }],
        role: "open",
      });
      runStart = ++i;
      lineStart = false;
    } else if (ch === 10 /* \n */) {
      pushText(tokens, text.slice(runStart, i));
      tokens.push({ kind: "break", raw: "\n" });
      runStart = ++i;
      lineStart = true;
    } else {
      i++;
      lineStart = false;
    }
  }
  pushText(tokens, text.slice(runStart));
  return tokens;
}
