const NAMED: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
};

/**
 * Decodes the HTML/XML character references providers put in their output (`don&#39;t`, `&quot;`, `&#x27;`).
 * Unknown names stay as written. Decoding `&lt;x id="1"/&gt;` gives back a placeholder, which is what we want.
 */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === "#") {
      const code =
        ref[1] === "x" || ref[1] === "X" ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      return Number.isInteger(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}

/** Escapes text for an XML body while leaving our `<x id="N"/>` placeholders as elements. */
export function escapeXmlText(text: string): string {
  return text
    .split(/(<x id="\d+"\/>)/)
    .map((part, i) =>
      i % 2 === 1 ? part : part.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;"),
    )
    .join("");
}

const LOOSE_PLACEHOLDER = /<\s*x\s+id\s*=\s*["']?(\d+)["']?\s*(?:\/\s*)?>(?:\s*<\s*\/\s*x\s*>)?/gi;

/**
 * Puts placeholders a provider rewrote back in our exact form: XML engines write `<x id="1"></x>` or
 * `<x id="1" />`, models `<x id='1'/>`, MT engines add spaces. The segment engine only knows `<x id="1"/>`.
 */
export function normalizePlaceholders(text: string): string {
  return text.replace(LOOSE_PLACEHOLDER, '<x id="$1"/>');
}

/** What every provider's output goes through: entities decoded, placeholders back in canonical form. */
export function cleanOutput(text: string): string {
  return normalizePlaceholders(decodeEntities(text));
}
