import { type MarkupToken, type StyleKey, swapRgbBgr, VTT_COLOR_CLASSES } from "./tokens";

const KEYS: StyleKey[] = ["i", "b", "u", "s"];

interface State {
  on: Record<StyleKey, boolean>;
  color: string | null;
}

const plainState = (): State => ({ on: { i: false, b: false, u: false, s: false }, color: null });

/**
 * Walks tokens, keeping the style the text should have (line-scoped styles end at line breaks), and calls
 * `text` for each visible run with that style, `lineBreak` between lines, `raw` for tags kept verbatim.
 */
function walk(
  tokens: readonly MarkupToken[],
  out: { text(s: string, st: State): void; lineBreak(st: State): void; raw?(t: MarkupToken): boolean },
): void {
  const st = plainState();
  const lineScoped = new Set<StyleKey | "color">();
  for (const t of tokens) {
    if (t.kind === "text") out.text(t.text, st);
    else if (t.kind === "break") {
      for (const k of lineScoped) {
        if (k === "color") st.color = null;
        else st.on[k] = false;
      }
      lineScoped.clear();
      out.lineBreak(st);
    } else {
      const keptRaw = out.raw?.(t) ?? false;
      for (const e of t.effects) {
        if (e.type === "style") {
          st.on[e.key] = e.on;
          if (e.scope === "line") lineScoped.add(e.key);
        } else if (e.type === "color") {
          st.color = e.rgb;
          if (e.scope === "line") lineScoped.add("color");
        } else if (e.type === "reset") {
          Object.assign(st, plainState());
        } else if (!keptRaw) out.text(e.text, st);
      }
    }
  }
}

const escapeVtt = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** SRT (`<i>`, `<font color>`) and WebVTT (`<i>`, `<c.yellow>`), properly nested. */
export function renderHtml(tokens: readonly MarkupToken[], vtt: boolean): string {
  let out = "";
  const stack: { key: StyleKey | "color"; close: string }[] = [];
  const isOpen = (key: StyleKey | "color") => stack.some((e) => e.key === key);
  const colorTag = (rgb: string) => {
    if (!vtt) return { open: `<font color="#${rgb}">`, close: "</font>" };
    const cls = Object.keys(VTT_COLOR_CLASSES).find((c) => VTT_COLOR_CLASSES[c] === rgb);
    return cls ? { open: `<c.${cls}>`, close: "</c>" } : null;
  };
  let openColor: string | null = null;
  const closeDownTo = (depth: number) => {
    while (stack.length > depth) out += stack.pop()?.close;
  };
  const wantedColor = (st: State) => (st.color && colorTag(st.color) ? st.color : null);
  // Closes from the first open tag that is no longer wanted (and the ones nested in it).
  const closeStale = (st: State) => {
    const firstStale = stack.findIndex((e) =>
      e.key === "color" ? openColor !== wantedColor(st) : !st.on[e.key],
    );
    if (firstStale >= 0) closeDownTo(firstStale);
    if (!isOpen("color")) openColor = null;
  };
  walk(tokens, {
    text(s, st) {
      if (s === "") return;
      const wantColor = wantedColor(st);
      closeStale(st);
      for (const k of KEYS) {
        if (st.on[k] && !isOpen(k)) {
          out += `<${k}>`;
          stack.push({ key: k, close: `</${k}>` });
        }
      }
      if (wantColor && !isOpen("color")) {
        const tag = colorTag(wantColor);
        if (tag) {
          out += tag.open;
          stack.push({ key: "color", close: tag.close });
          openColor = wantColor;
        }
      }
      out += vtt ? escapeVtt(s) : s;
    },
    lineBreak(st) {
      closeStale(st);
      out += "\n";
    },
  });
  closeDownTo(0);
  return out;
}

/** ASS/SSA: override blocks with only the changes; `\n` characters stand for `\N` (the serializer writes them). */
export function renderAss(tokens: readonly MarkupToken[]): string {
  let out = "";
  const written = plainState();
  // Writes one override block with what changed; `closesOnly` before line breaks and at the end.
  const sync = (st: State, closesOnly: boolean) => {
    let block = "";
    for (const k of KEYS) {
      if (st.on[k] !== written.on[k] && (st.on[k] ? !closesOnly : true)) {
        block += `\\${k}${st.on[k] ? 1 : 0}`;
        written.on[k] = st.on[k];
      }
    }
    if (st.color !== written.color && (!closesOnly || st.color === null)) {
      block += st.color ? `\\c&H${swapRgbBgr(st.color)}&` : "\\c";
      written.color = st.color;
    }
    if (block) out += `{${block}}`;
  };
  walk(tokens, {
    text(s, st) {
      if (s === "") return;
      sync(st, false);
      out += s.replace(/\u00a0/g, "\\h");
    },
    lineBreak(st) {
      sync(st, true);
      out += "\n";
    },
    raw(t) {
      // ASS blocks found in SRT (`{\an8}`) are ASS already: keep them as written.
      if (!t.raw.startsWith("{\\")) return false;
      out += t.raw;
      return true;
    },
  });
  sync(plainState(), true);
  return out;
}

/** MicroDVD: styles are per line (`{y:i}`) or per cue (`{Y:i}`); a style is given to a line when most of its text has it. */
export function renderMicroDvd(tokens: readonly MarkupToken[]): string {
  const lines: { text: string; counts: Map<string, number>; chars: number }[] = [];
  let line = { text: "", counts: new Map<string, number>(), chars: 0 };
  walk(tokens, {
    text(s, st) {
      line.text += s;
      const n = s.replace(/\s/g, "").length;
      line.chars += n;
      const marks = [...KEYS.filter((k) => st.on[k]), ...(st.color ? [`$${swapRgbBgr(st.color)}`] : [])];
      for (const m of marks) line.counts.set(m, (line.counts.get(m) ?? 0) + n);
    },
    lineBreak() {
      lines.push(line);
      line = { text: "", counts: new Map(), chars: 0 };
    },
  });
  lines.push(line);
  const marksOf = (l: typeof line) => [...l.counts].filter(([, n]) => n * 2 > l.chars).map(([m]) => m);
  const perLine = lines.map(marksOf);
  const withText = perLine.filter((_, i) => (lines[i]?.chars ?? 0) > 0);
  const common = (withText[0] ?? []).filter((m) => withText.every((ms) => ms.includes(m)));
  const codes = (marks: string[], upper: boolean) => {
    const styles = marks.filter((m) => !m.startsWith("$"));
    const color = marks.find((m) => m.startsWith("$"));
    let s = styles.length ? `{${upper ? "Y" : "y"}:${styles.join(",")}}` : "";
    if (color) s += `{${upper ? "C" : "c"}:${color}}`;
    return s;
  };
  const cueCodes = lines.length > 1 ? codes(common, true) : "";
  return lines
    .map((l, i) => {
      const own = (perLine[i] ?? []).filter((m) => !cueCodes || !common.includes(m));
      return (i === 0 ? cueCodes : "") + codes(own, false) + l.text;
    })
    .join("\n");
}

/** Text only: breaks and the visible text of tags (`\h` → no-break space). */
export function renderPlain(tokens: readonly MarkupToken[]): string {
  let out = "";
  walk(tokens, {
    text(s) {
      out += s;
    },
    lineBreak() {
      out += "\n";
    },
  });
  return out;
}
