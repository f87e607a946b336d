import type { Layout, Placeholder } from "./layout";

/**
 * Putting a part's markup back when the translation service dropped or moved its placeholders. Each style the
 * source opened and closed goes around the translated words that are the source's own words (a name, a number, a
 * word left untranslated) when they are found, else around the translated line(s) that held it; a style that
 * covered the whole part covers the whole translation. Tags without a span of their own (positions, `{\an8}`,
 * karaoke timings, a close whose open is in another part) go to the start of their line when they came before its
 * words, else to its end. The tags come out well nested, each exactly once.
 */

interface Span {
  open: number;
  /** The placeholder that ends it, or null when the style runs to the end of the part or of its line. */
  close: number | null;
  /** Offsets in the source's visible text. */
  from: number;
  to: number;
  firstLine: number;
  lastLine: number;
  parent: Span | null;
  lineScoped: boolean;
  /** Offsets in the translation, once placed. */
  start: number;
  end: number;
}

/** Pairs each placeholder that opens a style with the one that closes it, as a stack of open styles. */
function spansOf(layout: Layout): { spans: Span[]; loose: number[] } {
  const spans: Span[] = [];
  const loose: number[] = [];
  const open: { span: Span; left: number }[] = [];
  const lastLine = layout.lineCount - 1;
  layout.placeholders.forEach((p, i) => {
    let closed = false;
    let left = p.closes;
    while (left > 0 && open.length > 0) {
      const top = open[open.length - 1] as { span: Span; left: number };
      const taken = Math.min(left, top.left);
      top.left -= taken;
      left -= taken;
      if (top.left === 0) {
        open.pop();
        top.span.to = p.at;
        top.span.lastLine = p.line;
        closed = true;
        // One placeholder may close several styles (`</i></b>`): it is written once, after the outermost; one that
        // also opens a style (`{\i0\b1}`) is written where that style starts, which ends the others.
        if ((left === 0 || open.length === 0) && p.opens === 0) top.span.close = i;
      }
    }
    if (p.opens > 0) {
      const span: Span = {
        open: i,
        close: null,
        from: p.at,
        to: p.lineScoped ? lineEnd(layout, p.line) : layout.visible.length,
        firstLine: p.line,
        lastLine: p.lineScoped ? p.line : lastLine,
        parent: p.lineScoped ? null : (open[open.length - 1]?.span ?? null),
        lineScoped: p.lineScoped,
        start: 0,
        end: 0,
      };
      spans.push(span);
      if (!p.lineScoped) open.push({ span, left: p.opens });
    } else if (!closed) loose.push(i);
  });
  // A style over no words (`<i></i>`, a colour set after the last word) has nothing to go around: its tags keep
  // their place on the line, like position tags. What opens inside it holds no words either.
  const empty = new Set(spans.filter((s) => layout.visible.slice(s.from, s.to).trim() === ""));
  for (const span of empty) loose.push(span.open, ...(span.close === null ? [] : [span.close]));
  loose.sort((a, b) => a - b);
  return { spans: spans.filter((s) => !empty.has(s)), loose };
}

/** Where a source line's text ends in the visible text (its break is a space there). */
function lineEnd(layout: Layout, line: number): number {
  const next = layout.lineStarts[line + 1];
  return next === undefined ? layout.visible.length : next - 1;
}

interface Words {
  text: string;
  /** The source's words start (end) at a word boundary. */
  wholeStart: boolean;
  wholeEnd: boolean;
}

function wordsOf(visible: string, from: number, to: number): Words {
  const text = visible.slice(from, to).trim();
  const start = from + visible.slice(from, to).search(/\S|$/);
  const end = start + text.length;
  return {
    text,
    wholeStart: !edge(visible[start - 1] ?? " "),
    wholeEnd: !edge(visible[end] ?? " "),
  };
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const SPACED_WORD = /[\p{L}\p{N}]/u;
const NO_SPACE_SCRIPT = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]/;

const edge = (ch: string) => SPACED_WORD.test(ch) && !NO_SPACE_SCRIPT.test(ch);

/**
 * Where the source's words stand in the translation, within [from, to): any case, any spacing, and whole words
 * unless the source styled part of a word (`m<i>o</i>st`).
 */
function findWords(words: Words, text: string, from: number, to: number): [number, number] | null {
  if (!SPACED_WORD.test(words.text)) return null;
  const body = escapeRegExp(words.text).replace(/\s+/g, "\\s+");
  const before = words.wholeStart && edge(words.text[0] as string) ? "(?<![\\p{L}\\p{N}])" : "";
  const after = words.wholeEnd && edge(words.text.slice(-1)) ? "(?![\\p{L}\\p{N}])" : "";
  const pattern = new RegExp(`${before}${body}${after}`, "iu");
  const match = pattern.exec(text.slice(from, to));
  return match ? [from + match.index, from + match.index + match[0].length] : null;
}

/**
 * Inserts the layout's placeholders, as Private Use Area marks (`mark(id)`), into the translated lines. The lines
 * are the translation already broken; a source line i maps to the translated lines `linesOf(i)`.
 */
export function repairTags(lines: string[], layout: Layout, mark: (id: number) => string): string[] {
  const text = lines.join("\n");
  const lineStarts: number[] = [];
  let offset = 0;
  for (const line of lines) {
    lineStarts.push(offset);
    offset += line.length + 1;
  }
  const n = layout.lineCount;
  const m = lines.length;
  const firstTarget = (source: number) => Math.min(m - 1, Math.floor((source * m) / n));
  const lastTarget = (source: number) =>
    Math.max(firstTarget(source), Math.floor(((source + 1) * m) / n) - 1);
  const targetStart = (source: number) => lineStarts[firstTarget(source)] as number;
  const targetEnd = (source: number) => {
    const t = lastTarget(source);
    return (lineStarts[t] as number) + (lines[t] as string).length;
  };

  const { spans, loose } = spansOf(layout);
  const visible = layout.visible;
  const placed: Span[] = [];
  for (const span of spans) {
    const range = { from: span.parent?.start ?? 0, to: span.parent?.end ?? text.length };
    const words = wordsOf(visible, span.from, span.to);
    const whole = visible.slice(0, span.from).trim() === "" && visible.slice(span.to).trim() === "";
    let found: [number, number] | null = null;
    if (whole && !span.lineScoped) found = [range.from, range.to];
    else if (!span.lineScoped) {
      // Styled words usually come in the source's order: a word said twice is looked for after the last style
      // placed outside this one first.
      const after = placed.reduce((end, p) => (isAncestor(p, span) ? end : Math.max(end, p.end)), range.from);
      found =
        findWords(words, text, Math.min(after, range.to), range.to) ??
        findWords(words, text, range.from, range.to);
    }
    if (!found) {
      const start = Math.max(range.from, targetStart(span.firstLine));
      const end = Math.min(range.to, targetEnd(span.lastLine));
      found = start < end ? [start, end] : [range.from, range.to];
    }
    [span.start, span.end] = found;
    // Two spans that overlap without one holding the other cannot be written nested: the later one grows to hold it.
    for (const other of placed) {
      const crosses =
        (span.start < other.start && other.start < span.end && span.end < other.end) ||
        (other.start < span.start && span.start < other.end && other.end < span.end);
      if (crosses) {
        span.start = Math.min(span.start, other.start);
        span.end = Math.max(span.end, other.end);
      }
    }
    placed.push(span);
  }

  // Insertions sorted by position; at one position closes come before opens, inner closes first, outer opens first.
  const inserts: { at: number; rank: number[]; id: number }[] = [];
  spans.forEach((span, order) => {
    inserts.push({ at: span.start, rank: [2, -(span.end - span.start), order], id: span.open + 1 });
    if (span.close !== null) {
      inserts.push({ at: span.end, rank: [1, -span.start, -order], id: span.close + 1 });
    }
  });
  for (const i of loose) {
    const p = layout.placeholders[i] as Placeholder;
    if (p.leading) inserts.push({ at: targetStart(p.line), rank: [0, 0, i], id: i + 1 });
    else inserts.push({ at: targetEnd(p.line), rank: [3, 0, i], id: i + 1 });
  }
  inserts.sort((a, b) => a.at - b.at || compareRanks(a.rank, b.rank));
  let out = "";
  let from = 0;
  for (const insert of inserts) {
    out += text.slice(from, insert.at) + mark(insert.id);
    from = insert.at;
  }
  out += text.slice(from);
  return out.split("\n");
}

function isAncestor(candidate: Span, span: Span): boolean {
  for (let p = span.parent; p; p = p.parent) if (p === candidate) return true;
  return false;
}

function compareRanks(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) {
    const d = (a[i] as number) - (b[i] as number);
    if (d !== 0) return d;
  }
  return 0;
}
