import { type ParseResult, parseSubtitle } from "@shared/subtitles";

/**
 * Parsed documents of recently read files. Paging through a large file's cues would otherwise load and re-parse
 * its bytes on every page; files never change after upload, so an entry stays valid until the file is deleted.
 * Bounded by cues rather than entries: one 50 MB file can hold half a million of them.
 */
const MAX_CUES = 250_000;
const cache = new Map<string, ParseResult>();
let cachedCues = 0;

export interface StoredSubtitle {
  filename: string;
  bytes: Uint8Array;
}

export async function parsedDocument(id: string, load: () => Promise<StoredSubtitle>): Promise<ParseResult> {
  const hit = cache.get(id);
  if (hit) {
    cache.delete(id);
    cache.set(id, hit);
    return hit;
  }
  const { filename, bytes } = await load();
  const document = parseSubtitle(bytes, { filename });
  rememberDocument(id, document);
  return document;
}

/** Upload parses the file anyway: keeping the result makes the first page of its cues free. */
export function rememberDocument(id: string, document: ParseResult): void {
  if (document.cues.length > MAX_CUES) return;
  cache.set(id, document);
  cachedCues += document.cues.length;
  for (const oldest of cache.keys()) {
    if (cachedCues <= MAX_CUES) break;
    forgetDocument(oldest);
  }
}

export function forgetDocument(id: string): void {
  const entry = cache.get(id);
  if (!entry) return;
  cache.delete(id);
  cachedCues -= entry.cues.length;
}
