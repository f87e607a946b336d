/**
 * Cutting a text that is too long for one provider query into pieces, and putting the translated pieces back.
 * Cuts fall at sentence ends first, then between words, and only for a single over-long word (CJK has no spaces)
 * between characters; never inside a `<x id="N"/>` placeholder and never inside a surrogate pair.
 */

export interface Piece {
  /** What to translate (no trailing whitespace). */
  text: string;
  /** Whitespace that followed it in the source, restored between the translated pieces. */
  separator: string;
}

// At most three closing marks after the stop: an unbounded look-behind rescans a run of quotes at each of them.
const SENTENCE_END = /(?<=[.!?…]["'»”’)\]]{0,3})\s+|(?<=[。！？])/u;
const WORD_TOKEN = /<x id="\d+"\/>\s*|[^\s<]+\s*|<\s*|\s+/gu;

export function utf8Length(text: string): number {
  return Buffer.byteLength(text, "utf8");
}

export function splitByBytes(text: string, maxBytes: number): Piece[] {
  if (utf8Length(text) <= maxBytes) return [{ text, separator: "" }];
  const units = keepSeparators(text, SENTENCE_END).flatMap((sentence) =>
    utf8Length(sentence) <= maxBytes ? [sentence] : wordUnits(sentence, maxBytes),
  );
  return pack(units, maxBytes).map((chunk) => {
    const body = chunk.trimEnd();
    return { text: body, separator: chunk.slice(body.length) };
  });
}

export function joinPieces(translations: readonly string[], pieces: readonly Piece[]): string {
  return pieces.map((piece, i) => (translations[i] ?? "") + piece.separator).join("");
}

/** Splits at each match of `boundary`, the matched whitespace staying at the end of the unit before it. */
function keepSeparators(text: string, boundary: RegExp): string[] {
  const units: string[] = [];
  const global = new RegExp(boundary.source, "gu");
  let start = 0;
  for (const match of text.matchAll(global)) {
    const end = (match.index ?? 0) + match[0].length;
    if (end > start) {
      units.push(text.slice(start, end));
      start = end;
    }
  }
  if (start < text.length) units.push(text.slice(start));
  return units;
}

function wordUnits(sentence: string, maxBytes: number): string[] {
  const tokens = sentence.match(WORD_TOKEN) ?? [sentence];
  return tokens.flatMap((token) =>
    utf8Length(token) <= maxBytes ? [token] : characterUnits(token, maxBytes),
  );
}

function characterUnits(word: string, maxBytes: number): string[] {
  return pack(Array.from(word), maxBytes);
}

/** Greedy: appends units to the current chunk while it stays within the limit. Units are each within it. */
function pack(units: readonly string[], maxBytes: number): string[] {
  const chunks: string[] = [];
  let current = "";
  let currentBytes = 0;
  for (const unit of units) {
    const bytes = utf8Length(unit);
    if (current !== "" && currentBytes + utf8Length(unit.trimEnd()) > maxBytes) {
      chunks.push(current);
      current = "";
      currentBytes = 0;
    }
    current += unit;
    currentBytes += bytes;
  }
  if (current !== "") chunks.push(current);
  return chunks;
}

/**
 * Sends only the texts with something to translate and puts blank ones back where they were: a blank text is
 * not worth a request or a billed character, and some providers refuse it.
 */
export async function skippingBlanks(
  texts: readonly string[],
  translate: (nonBlank: string[]) => Promise<string[]>,
): Promise<string[]> {
  const sent = nonBlank(texts);
  const translated = sent.length > 0 ? await translate(sent) : [];
  let next = 0;
  return texts.map((text) => (text.trim() === "" ? text : (translated[next++] ?? "")));
}

/** The texts skippingBlanks sends. */
export function nonBlank(texts: readonly string[]): string[] {
  return texts.filter((text) => text.trim() !== "");
}

/** Cuts a batch into requests of at most `maxTexts` texts and about `maxBytes` of JSON body each. */
export function groupTexts(texts: readonly string[], maxTexts: number, maxBytes: number): string[][] {
  const groups: string[][] = [];
  let current: string[] = [];
  let bytes = 0;
  for (const text of texts) {
    // JSON escaping can grow a text; counting it as it will be sent keeps the estimate honest.
    const size = Buffer.byteLength(JSON.stringify(text)) + 1;
    if (current.length > 0 && (current.length >= maxTexts || bytes + size > maxBytes)) {
      groups.push(current);
      current = [];
      bytes = 0;
    }
    current.push(text);
    bytes += size;
  }
  if (current.length > 0) groups.push(current);
  return groups;
}
