import type { MarkupToken, TagRole } from "../markup";
import type { CuePart } from "./parts";

export interface Placeholder {
  raw: string;
  role: TagRole;
  /** The source line (within its part) it is on. */
  line: number;
  /** True when it comes before any text of its line. */
  leading: boolean;
  /** Offset in the layout's `visible` text where it stands. */
  at: number;
  /** How many styles it turns on and off (a reset turns off all of them). */
  opens: number;
  closes: number;
  /** Every style it turns on ends with its line (MicroDVD `{y:i}` and `/`). */
  lineScoped: boolean;
}

export interface Layout {
  /** Text to translate: markup replaced by `<x id="1"/>` placeholders, line breaks by spaces. */
  text: string;
  lineCount: number;
  placeholders: Placeholder[];
  /** Visible text only (line breaks as spaces), to decide what is worth translating and to find words in. */
  visible: string;
  /** Offset in `visible` where each source line starts. */
  lineStarts: number[];
  /** Length of the longest visible source line. */
  widest: number;
  /** The part's dialogue dash and how many placeholders come before it. */
  dash: string;
  dashAfter: number;
}

/**
 * An HTML element that has a closing tag (not `<br>`, `<br/>`, nor a WebVTT timestamp `<00:01.000>`): one tag
 * from `<` to its only `>`, told by its ends and its name, with no pattern that could scan it twice.
 */
function opensHtmlElement(raw: string): boolean {
  if (!raw.startsWith("<") || raw.indexOf(">") !== raw.length - 1 || raw.endsWith("/>")) return false;
  return /^<[a-z]/i.test(raw) && !/^<(?:br|wbr|hr|img)\b/i.test(raw);
}

export const placeholder = (id: number) => `<x id="${id}"/>`;

function counts(token: Extract<MarkupToken, { kind: "tag" }>): Pick<Placeholder, "opens" | "closes"> {
  let opens = 0;
  let closes = 0;
  for (const e of token.effects) {
    if (e.type === "reset") closes = Number.POSITIVE_INFINITY;
    else if (e.type === "style") e.on ? opens++ : closes++;
    else if (e.type === "color") e.rgb === null ? closes++ : opens++;
  }
  // An HTML tag without a portable effect (`<v Bob>…</v>`, `<font size="6">…</font>`) still opens and closes.
  if (token.role === "close" && closes === 0) closes = 1;
  if (token.role === "neutral" && opensHtmlElement(token.raw)) opens = 1;
  return { opens, closes };
}

function lineScoped(token: Extract<MarkupToken, { kind: "tag" }>): boolean {
  const styles = token.effects.filter((e) => e.type === "style" || e.type === "color");
  return styles.length > 0 && styles.every((e) => e.scope === "line");
}

/** The text a part sends and what it takes to put its markup back. Adjacent tags of one role share a placeholder. */
export function layoutOf(part: CuePart): Layout {
  const placeholders: Placeholder[] = [];
  let text = "";
  let visible = "";
  let line = 0;
  let leading = true;
  let lastRole: TagRole | null = null;
  let widest = 0;
  let lineWidth = 0;
  let dashAfter = 0;
  const lineStarts = [0];
  part.tokens.forEach((token, i) => {
    if (i === part.dashAt && part.dash !== "") {
      dashAfter = placeholders.length;
      lastRole = null;
    }
    if (token.kind === "tag") {
      const prev = placeholders[placeholders.length - 1];
      const { opens, closes } = counts(token);
      if (prev && lastRole === token.role) {
        prev.raw += token.raw;
        prev.opens += opens;
        prev.closes += closes;
        prev.lineScoped &&= lineScoped(token);
      } else {
        placeholders.push({
          raw: token.raw,
          role: token.role,
          line,
          leading,
          at: visible.length,
          opens,
          closes,
          lineScoped: lineScoped(token),
        });
        text += placeholder(placeholders.length);
      }
      lastRole = token.role;
      return;
    }
    lastRole = null;
    if (token.kind === "break") {
      text += " ";
      visible += " ";
      line++;
      lineStarts.push(visible.length);
      leading = true;
      lineWidth = 0;
    } else {
      text += token.text;
      visible += token.text;
      if (token.text.trim() !== "") leading = false;
      lineWidth += token.text.length;
      widest = Math.max(widest, lineWidth);
    }
  });
  if (part.dash !== "" && part.dashAt >= part.tokens.length) dashAfter = placeholders.length;
  return { text, lineCount: line + 1, placeholders, visible, lineStarts, widest, dash: part.dash, dashAfter };
}
