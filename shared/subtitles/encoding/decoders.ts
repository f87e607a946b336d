// TextDecoders by label, reused: decode() without `stream` keeps no state, and creating one costs more than
// decoding a small file.
const decoders = new Map<string, TextDecoder>();

/** A fatal decoder throws at the first byte sequence its encoding leaves undefined. */
export function decoder(label: string, fatal = false): TextDecoder {
  const key = fatal ? `${label} fatal` : label;
  let d = decoders.get(key);
  if (!d) {
    d = new TextDecoder(label, { fatal, ignoreBOM: true });
    decoders.set(key, d);
  }
  return d;
}

export function decodeWith(label: string, bytes: Uint8Array): string {
  const text = decoder(label).decode(bytes);
  return label === "windows-1252" ? fixC1(text) : text;
}

// windows-1252 bytes 0x80–0x9F as WHATWG defines them (Node 20 decodes that label as ISO-8859-1 and yields C1
// controls instead: "…" would become U+0085). Unassigned bytes stay as they are.
const CP1252_C1 = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ";

function fixC1(text: string): string {
  return /[\u0080-\u009f]/.test(text)
    ? text.replace(/[\u0080-\u009f]/g, (c) => CP1252_C1.charAt(c.charCodeAt(0) - 0x80))
    : text;
}
