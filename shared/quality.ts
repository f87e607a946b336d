/** Netflix-style maximum characters per subtitle line. */
export const MAX_LINE_LENGTH = 42;

// Languages written without spaces hold fewer, wider characters a line (Netflix's timed text style guides).
const LINE_LENGTH_BY_LANGUAGE: Record<string, number> = { ja: 13, zh: 16, ko: 16 };

/** Maximum characters per line for a target language code (`pt-br`, `zh-tw` …): 42 unless its script needs less. */
export function maxLineLength(language: string): number {
  return LINE_LENGTH_BY_LANGUAGE[language.toLowerCase().split("-")[0] ?? ""] ?? MAX_LINE_LENGTH;
}

// Scripts written without spaces: a line may break between any two of their characters.
const NO_SPACE_SCRIPT = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef\u3000-\u303f]/;
// Kinsoku: characters that must not start a line, and ones that must not end it.
const NO_LINE_START = new Set(
  Array.from("、。，．！？：；）」』】〉》〕］｝ー…・々ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮ,.!?:;)]}"),
);
const NO_LINE_END = new Set(Array.from("（「『【〈《〔［｛([{"));
const DIALOGUE_DASH = /^[-–—]/;
const PUNCTUATION_END = /[,.;:!?…、。，！？]$/;
const SENTENCE_END = /[.!?…。！？]$/;

/** Characters in the Private Use Area count as zero width: segments.ts uses them to stand for markup. */
export function visibleLength(text: string): number {
  let n = 0;
  for (const ch of text) {
    const c = ch.codePointAt(0) as number;
    if (c < 0xe000 || c > 0xf8ff) n++;
  }
  return n;
}

interface Candidate {
  /** Index in `chars` where the next line starts. */
  at: number;
  /** 1 when the break replaces a space. */
  skip: number;
}

function candidates(chars: string[]): Candidate[] {
  const out: Candidate[] = [];
  for (let i = 1; i < chars.length; i++) {
    const prev = chars[i - 1] as string;
    const next = chars[i] as string;
    if (prev === " ") {
      if (next !== " ") out.push({ at: i, skip: 1 });
    } else if (
      next !== " " &&
      (NO_SPACE_SCRIPT.test(prev) || NO_SPACE_SCRIPT.test(next)) &&
      !NO_LINE_START.has(next) &&
      !NO_LINE_END.has(prev)
    ) {
      out.push({ at: i, skip: 0 });
    }
  }
  return out;
}

/** Chooses `breaks` of the candidates minimising the squared line lengths (balanced lines), preferring breaks after punctuation. */
function balanced(chars: string[], cands: Candidate[], lines: number, maxLength: number): Candidate[] {
  const prefix = [0];
  for (const ch of chars) prefix.push((prefix[prefix.length - 1] as number) + visibleLength(ch));
  const total = prefix[chars.length] as number;
  const ideal = total / lines;
  const points: Candidate[] = [{ at: 0, skip: 0 }, ...cands, { at: chars.length, skip: 0 }];
  const width = (from: number, to: number) => {
    const a = points[from] as Candidate;
    const b = points[to] as Candidate;
    return (prefix[b.at - b.skip] as number) - (prefix[a.at] as number);
  };
  // A break right after punctuation reads best, after the end of a sentence most of all (one thought a line,
  // as subtitling guides ask), so it gets a bonus that outweighs a moderate imbalance.
  const punctuationBonus = points.map((p, j) => {
    if (j === 0 || j === points.length - 1) return 0;
    let k = p.at - p.skip - 1;
    while (k > 0 && chars[k] === " ") k--;
    const ch = chars[k] ?? "";
    return SENTENCE_END.test(ch) ? 0.6 : PUNCTUATION_END.test(ch) ? 0.3 : 0;
  });
  const lineCost = (from: number, to: number) => {
    const w = width(from, to);
    const bonus = (punctuationBonus[to] as number) * ideal * ideal;
    // Upper lines weigh a little more: of two near-equal layouts, the bottom-heavy one reads better.
    const weight = to === points.length - 1 ? 1 : 1.2;
    return weight * w * w + (w > maxLength ? 1000 * (w - maxLength) * ideal : 0) - bonus;
  };
  const last = points.length - 1;
  // cost[k][j]: best cost of k lines covering chars up to point j.
  let cost: number[] = points.map((_, j) => (j === 0 ? 0 : Number.POSITIVE_INFINITY));
  const from: number[][] = [];
  for (let k = 1; k <= lines; k++) {
    const next = points.map(() => Number.POSITIVE_INFINITY);
    const back = points.map(() => -1);
    for (let j = 1; j <= last; j++) {
      for (let i = 0; i < j; i++) {
        const prevCost = cost[i] as number;
        if (prevCost === Number.POSITIVE_INFINITY) continue;
        const c = prevCost + lineCost(i, j);
        if (c < (next[j] as number)) {
          next[j] = c;
          back[j] = i;
        }
      }
    }
    from.push(back);
    cost = next;
  }
  const chosen: Candidate[] = [];
  let j = last;
  for (let k = lines - 1; k > 0; k--) {
    j = from[k]?.[j] as number;
    chosen.unshift(points[j] as Candidate);
  }
  return chosen;
}

function cut(chars: string[], breaks: Candidate[]): string[] {
  const lines: string[] = [];
  let start = 0;
  for (const b of breaks) {
    lines.push(chars.slice(start, b.at - b.skip).join(""));
    start = b.at;
  }
  lines.push(chars.slice(start).join(""));
  return lines;
}

/**
 * Re-breaks a translated cue into `lineCount` balanced lines (one more when a line would exceed `maxLength`),
 * breaking at spaces, or between characters of scripts written without spaces (CJK, with kinsoku rules).
 * A cue of dialogue (`- Hi. - Hello.`) breaks before each speaker's dash instead.
 */
export function rebreakLines(text: string, lineCount: number, maxLength: number = MAX_LINE_LENGTH): string[] {
  const flat = text.replace(/\s+/g, " ").trim();
  const chars = Array.from(flat);
  const cands = candidates(chars);
  const dashes = cands.filter((c) => c.skip === 1 && DIALOGUE_DASH.test(chars[c.at] as string));
  if (DIALOGUE_DASH.test(flat) && dashes.length > 0) return cut(chars, dashes);
  const wanted = Math.max(1, lineCount);
  if (wanted === 1 && visibleLength(flat) <= maxLength) return [flat];
  // Long texts (not subtitles) get the cheap layout: the balancing is quadratic in break points.
  if (cands.length > 300) return cut(chars, greedy(chars, cands, maxLength));
  let lines = Math.min(wanted, cands.length + 1);
  let breaks = balanced(chars, cands, lines, maxLength);
  if (lines <= cands.length && cut(chars, breaks).some((l) => visibleLength(l) > maxLength)) {
    lines++;
    breaks = balanced(chars, cands, lines, maxLength);
  }
  return cut(chars, breaks);
}

function greedy(chars: string[], cands: Candidate[], maxLength: number): Candidate[] {
  const breaks: Candidate[] = [];
  let lineStart = 0;
  let lastFit: Candidate | null = null;
  for (const c of cands) {
    if (visibleLength(chars.slice(lineStart, c.at - c.skip).join("")) > maxLength && lastFit) {
      breaks.push(lastFit);
      lineStart = lastFit.at;
    }
    lastFit = c;
  }
  return breaks;
}
