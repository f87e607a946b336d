import { ENCODINGS, type ExportEncoding } from "../catalog";

export interface UnencodableChar {
  /** The character (a whole code point, surrogate pairs joined). */
  char: string;
  codePoint: number;
  /** UTF-16 offset in the text. */
  index: number;
  /** 1-based line and column in the text. */
  line: number;
  column: number;
}

/** Thrown by encodeSubtitle when the encoding cannot hold some characters; nothing is silently dropped. */
export class UnencodableError extends Error {
  readonly encoding: ExportEncoding;
  readonly characters: UnencodableChar[];

  constructor(encoding: ExportEncoding, characters: UnencodableChar[]) {
    const shown = characters
      .slice(0, 10)
      .map(
        (c) =>
          `"${c.char}" (U+${c.codePoint.toString(16).toUpperCase().padStart(4, "0")}) at line ${c.line}, column ${c.column}`,
      )
      .join("; ");
    const more = characters.length > 10 ? ` and ${characters.length - 10} more` : "";
    super(`${characters.length} character(s) cannot be written in ${encoding}: ${shown}${more}`);
    this.name = "UnencodableError";
    this.encoding = encoding;
    this.characters = characters;
  }
}

/** Characters of `text` that `encoding` cannot hold, with their positions; empty for the UTF encodings. */
export function findUnencodable(text: string, encoding: ExportEncoding): UnencodableChar[] {
  const limit = ENCODINGS[encoding].maxCodePoint;
  const found: UnencodableChar[] = [];
  if (limit === 0x10ffff) return found;
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 10) {
      line++;
      lineStart = i + 1;
      continue;
    }
    if (code <= limit) continue;
    const cp = text.codePointAt(i) ?? code;
    const char = String.fromCodePoint(cp);
    found.push({ char, codePoint: cp, index: i, line, column: i - lineStart + 1 });
    if (char.length === 2) i++;
  }
  return found;
}

/** Encodes exported subtitle text: UTF-8 without BOM, UTF-16 little-endian with BOM, ASCII, ISO-8859-1. */
export function encodeSubtitle(text: string, encoding: ExportEncoding): Uint8Array {
  if (encoding === "utf-8") return new TextEncoder().encode(text);
  if (encoding === "utf-16") {
    const bytes = new Uint8Array(2 + text.length * 2);
    bytes[0] = 0xff;
    bytes[1] = 0xfe;
    for (let i = 0; i < text.length; i++) {
      const unit = text.charCodeAt(i);
      bytes[2 + i * 2] = unit & 0xff;
      bytes[3 + i * 2] = unit >> 8;
    }
    return bytes;
  }
  const unencodable = findUnencodable(text, encoding);
  if (unencodable.length > 0) throw new UnencodableError(encoding, unencodable);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}
