import { parseCsv, writeCsv } from "./csv";

/**
 * Glossary terms (issue 39 item 1): found in a segment's text, protected as placeholders for the machine-translation
 * services (the segment engine's `<x id="N"/>` form, which they already carry through), put back as the target
 * term, and checked in an LLM's output. Every search is a plain indexOf per term: linear in the text for each term.
 */

export interface GlossaryTerm {
  source: string;
  target: string;
}

/** Caps on one glossary (a series' terms for one language pair), taken before any work on them. */
export const GLOSSARY_MAX_TERMS = 500;
export const GLOSSARY_MAX_TERM_LENGTH = 100;
export const GLOSSARY_MAX_SERIES_LENGTH = 100;

const PLACEHOLDER = /<x id="(\d+)"\/>/g;
const WORD_CHAR = /[\p{L}\p{N}]/u;

const isWordChar = (ch: string | undefined) => ch !== undefined && WORD_CHAR.test(ch);

interface Found {
  start: number;
  end: number;
  term: GlossaryTerm;
}

/**
 * The glossary terms a text holds, as whole words, case-sensitive (names), longest term first where two overlap,
 * never inside a placeholder. In text order.
 */
export function findTerms(text: string, terms: readonly GlossaryTerm[]): Found[] {
  if (terms.length === 0) return [];
  // The characters already taken, one flag each: checking a match costs its own length (a term is at most
  // GLOSSARY_MAX_TERM_LENGTH), not the count of matches before it, which made "a a a …" quadratic.
  const taken = new Uint8Array(text.length);
  const take = (start: number, end: number) => taken.fill(1, start, end);
  for (const m of text.matchAll(PLACEHOLDER)) take(m.index, m.index + m[0].length);
  const overlaps = (start: number, end: number) => {
    for (let i = start; i < end; i++) if (taken[i]) return true;
    return false;
  };
  const found: Found[] = [];
  const longestFirst = [...terms]
    .filter((t) => t.source.trim() !== "")
    .sort((a, b) => b.source.length - a.source.length);
  for (const term of longestFirst) {
    let at = text.indexOf(term.source);
    while (at !== -1) {
      const end = at + term.source.length;
      if (!isWordChar(text[at - 1]) && !isWordChar(text[end]) && !overlaps(at, end)) {
        found.push({ start: at, end, term });
        take(at, end);
      }
      at = text.indexOf(term.source, end);
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

export interface ProtectedText {
  /** The text with each term replaced by a placeholder numbered after the text's own. */
  text: string;
  /** Target term by placeholder id. */
  targets: Map<number, string>;
}

/** Replaces the glossary's source terms by placeholders, which the services move with the words around them. */
export function protectTerms(text: string, terms: readonly GlossaryTerm[]): ProtectedText {
  const found = findTerms(text, terms);
  const targets = new Map<number, string>();
  if (found.length === 0) return { text, targets };
  let next = Math.max(0, ...Array.from(text.matchAll(PLACEHOLDER), (m) => Number(m[1]))) + 1;
  let out = "";
  let at = 0;
  for (const f of found) {
    out += `${text.slice(at, f.start)}<x id="${next}"/>`;
    targets.set(next++, f.term.target);
    at = f.end;
  }
  return { text: out + text.slice(at), targets };
}

/** Puts the target terms back in a translation; `missing` when a term's placeholder did not come back. */
export function restoreTerms(
  translation: string,
  targets: ReadonlyMap<number, string>,
): { text: string; missing: boolean } {
  if (targets.size === 0) return { text: translation, missing: false };
  const seen = new Set<number>();
  const text = translation.replace(PLACEHOLDER, (whole, id: string) => {
    const target = targets.get(Number(id));
    if (target === undefined) return whole;
    seen.add(Number(id));
    return target;
  });
  return { text, missing: seen.size < targets.size };
}

/**
 * Sends texts with the glossary's source terms as placeholders, which machine translation moves with the words
 * around them as it does formatting tags, and puts each target term back in the answers (MyMemory, DeepL, the
 * device). A placeholder dropped leaves its term missing, which the checks flag (`glossary_miss`).
 */
export async function translateProtected<Answer extends string | null>(
  texts: readonly string[],
  terms: readonly GlossaryTerm[],
  send: (texts: string[]) => Promise<Answer[]>,
): Promise<Answer[]> {
  if (terms.length === 0) return send([...texts]);
  const protectedTexts = texts.map((text) => protectTerms(text, terms));
  const out = await send(protectedTexts.map((p) => p.text));
  // null: no answer for that text (the device's translator failed on it), nothing to put back.
  return out.map(
    (text, i) =>
      (text === null ? text : restoreTerms(text, protectedTexts[i]?.targets ?? new Map()).text) as Answer,
  );
}

/** The terms of the glossary a text holds (each once), for a prompt or an output check. */
export function termsIn(text: string, terms: readonly GlossaryTerm[]): GlossaryTerm[] {
  return [...new Set(findTerms(text, terms).map((f) => f.term))];
}

/** True when the source holds a glossary term whose target the translation lacks (case aside). */
export function missesTerm(source: string, translation: string, terms: readonly GlossaryTerm[]): boolean {
  const lower = translation.toLowerCase();
  return termsIn(source, terms).some((t) => !lower.includes(t.target.toLowerCase()));
}

/**
 * Merges glossaries, later ones winning for a source term (a job's inline terms over its series'), capped at
 * GLOSSARY_MAX_TERMS.
 */
export function mergeGlossaries(...lists: readonly (readonly GlossaryTerm[])[]): GlossaryTerm[] {
  const bySource = new Map<string, GlossaryTerm>();
  for (const list of lists) for (const term of list) bySource.set(term.source, term);
  return [...bySource.values()].slice(0, GLOSSARY_MAX_TERMS);
}

// Words (letters, digits, inner apostrophes and hyphens) and the punctuation that ends a sentence.
const TOKEN = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*|[.!?…:]/gu;
const CAPITALISED = /^\p{Lu}\p{Ll}/u;
const SUGGESTED_MAX = 30;

/**
 * Names worth a glossary entry: runs of capitalised words that do not open a sentence (a sentence's first word is
 * capitalised anyway) and are never seen in lower case, found at least twice; the most frequent first. One pass
 * over the texts.
 */
export function suggestTerms(texts: readonly string[], max = SUGGESTED_MAX): string[] {
  const counts = new Map<string, number>();
  const lowered = new Set<string>();
  for (const text of texts) {
    let sentenceStart = true;
    let run: string[] = [];
    const close = () => {
      if (run.length > 0) {
        const name = run.join(" ");
        counts.set(name, (counts.get(name) ?? 0) + 1);
      }
      run = [];
    };
    for (const [token] of text.matchAll(TOKEN)) {
      if (!isWordChar(token[0])) {
        close();
        sentenceStart = true;
        continue;
      }
      if (CAPITALISED.test(token) && !sentenceStart) run.push(token);
      else {
        close();
        if (!CAPITALISED.test(token)) lowered.add(token.toLowerCase());
      }
      sentenceStart = false;
    }
    close();
  }
  return [...counts]
    .filter(([name, n]) => n >= 2 && !name.split(" ").some((w) => lowered.has(w.toLowerCase())))
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, max)
    .map(([name]) => name);
}

const HEADER = new Set(["source,target", "source;target", "term,translation"]);

/**
 * A glossary from CSV (source term, target term per row; a header row is skipped): rows without both terms, and
 * terms past the length cap, are left out; at most GLOSSARY_MAX_TERMS.
 */
export function glossaryFromCsv(text: string): GlossaryTerm[] {
  const rows = parseCsv(text);
  const first = rows[0];
  if (first && HEADER.has(first.slice(0, 2).join(",").trim().toLowerCase())) rows.shift();
  const terms: GlossaryTerm[] = [];
  for (const [source = "", target = ""] of rows) {
    const term = { source: source.trim(), target: target.trim() };
    if (term.source === "" || term.target === "") continue;
    if (term.source.length > GLOSSARY_MAX_TERM_LENGTH || term.target.length > GLOSSARY_MAX_TERM_LENGTH)
      continue;
    terms.push(term);
  }
  return mergeGlossaries(terms);
}

export function glossaryToCsv(terms: readonly GlossaryTerm[]): string {
  return writeCsv([["source", "target"], ...terms.map((t) => [t.source, t.target])]);
}
