import { takeAssBlock } from "./ass";
import {
  type Effect,
  forwardSearch,
  type MarkupToken,
  parseCssColor,
  pushText,
  roleOf,
  VTT_COLOR_CLASSES,
} from "./tokens";

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  nbsp: "\u00a0",
  lrm: "\u200e",
  rlm: "\u200f",
  quot: '"',
  apos: "'",
};

function decodeEntity(entity: string): string | null {
  const name = entity.slice(1, -1);
  if (name.startsWith("#")) {
    const code =
      name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : null;
  }
  return ENTITIES[name] ?? null;
}

function tagEffects(inner: string, vtt: boolean): Effect[] {
  const closing = inner.startsWith("/");
  const body = closing ? inner.slice(1) : inner;
  const name = /^[a-zA-Z]+/.exec(body)?.[0].toLowerCase() ?? "";
  switch (name) {
    case "i":
    case "b":
    case "u":
    case "s":
      return [{ type: "style", key: name, on: !closing }];
    case "font": {
      if (closing) return [{ type: "color", rgb: null }];
      const color = /color\s*=\s*["']?([^"'\s>]+)/i.exec(body)?.[1];
      const rgb = color ? parseCssColor(color) : null;
      return rgb ? [{ type: "color", rgb }] : [];
    }
    case "c": {
      if (!vtt) return [];
      if (closing) return [{ type: "color", rgb: null }];
      const classes = (/^c((?:\.[^\s.]+)*)/.exec(body)?.[1] ?? "").split(".");
      const rgb = classes.map((c) => VTT_COLOR_CLASSES[c]).find((c) => c !== undefined);
      return rgb ? [{ type: "color", rgb }] : [];
    }
    case "rt":
      return vtt ? [{ type: "literal", text: closing ? ")" : "(" }] : [];
    default:
      return [];
  }
}

/**
 * What is between `<` and `>`, with the spaces taken out of a SubRip closing tag that OCR or hand editing left
 * them in (`</ i>`, `< /i>`): a `/` there is never prose, unlike `< i>` ("a < b > c"), which stays text.
 * WebVTT defines its tags to the character.
 */
function tagInner(inner: string, vtt: boolean): string {
  const lead = inner.charCodeAt(inner.charCodeAt(0) === 47 /* / */ ? 1 : 0);
  return vtt || lead > 32 ? inner : inner.replace(SPACED_CLOSING, "/");
}

const SPACED_CLOSING = /^\s*\/\s*(?=[a-zA-Z])/;

/** A tag starts with a letter, `/` and a letter, or a digit (VTT timestamp tag `<00:01.000>`). */
function looksLikeTag(inner: string): boolean {
  const c = inner.charCodeAt(inner[0] === "/" ? 1 : 0);
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57 && inner[0] !== "/");
}

/**
 * SRT and WebVTT cue text. SRT files from the wild also carry ASS override blocks (`{\an8}`), read as tags.
 * WebVTT character references are decoded in the text tokens (their raw text keeps them).
 */
export function tokenizeHtml(text: string, vtt: boolean): MarkupToken[] {
  const tokens: MarkupToken[] = [];
  const findGt = forwardSearch(text, ">");
  const findLt = forwardSearch(text, "<");
  const findBrace = forwardSearch(text, "}");
  const findSemicolon = forwardSearch(text, ";");
  let runStart = 0;
  let i = 0;
  while (i < text.length) {
    const ch = text.charCodeAt(i);
    if (ch === 60 /* < */) {
      const close = findGt(i + 1);
      const nextOpen = findLt(i + 1);
      // A `<` before the `>` makes it no tag: checked first, so each character is read in one tag's inside at most.
      const inner =
        close > i && (nextOpen < 0 || nextOpen > close) ? tagInner(text.slice(i + 1, close), vtt) : "";
      if (inner === "" || inner.includes("\n") || !looksLikeTag(inner)) {
        i++;
        continue;
      }
      pushText(tokens, text.slice(runStart, i));
      const raw = text.slice(i, close + 1);
      const effects = tagEffects(inner, vtt);
      tokens.push({ kind: "tag", raw, effects, role: roleOf(effects, raw) });
      i = close + 1;
      runStart = i;
      continue;
    }
    const block =
      ch === 123 /* { */ && text.charCodeAt(i + 1) === 92 /* \ */
        ? takeAssBlock(tokens, text, runStart, i, findBrace)
        : -1;
    if (block >= 0) {
      i = block;
      runStart = i;
    } else if (ch === 10 /* \n */) {
      pushText(tokens, text.slice(runStart, i));
      tokens.push({ kind: "break", raw: "\n" });
      runStart = ++i;
    } else if (ch === 38 /* & */ && vtt) {
      const semi = findSemicolon(i + 1);
      const decoded = semi > i && semi - i <= 10 ? decodeEntity(text.slice(i, semi + 1)) : null;
      if (decoded === null) {
        i++;
        continue;
      }
      pushText(tokens, text.slice(runStart, i));
      pushText(tokens, text.slice(i, semi + 1), decoded);
      i = semi + 1;
      runStart = i;
    } else i++;
  }
  pushText(tokens, text.slice(runStart));
  return tokens;
}
