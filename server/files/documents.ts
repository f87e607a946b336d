import { type ParseResult, parseSubtitle } from "../../../shared/subtitles";

/**
 * Parsed documents of recently read files. Paging through a large file's cues would otherwise re-parse it on every
 * page; files never change after upload, so an entry stays valid until the file is deleted.
 */
const MAX_ENTRIES = 16;
const cache = new Map<string, ParseResult>();

export function parsedDocument(id: string, filename: string, bytes: Uint8Array): ParseResult {
  const hit = cache.get(id);
  if (hit) {
    cache.delete(id);
    cache.set(id, hit);
    return hit;
  }
  const document = parseSubtitle(bytes, { filename });
  cache.set(id, document);
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  return document;
}

export function forgetDocument(id: string): void {
  cache.delete(id);
}
