import type { Cue, SubtitleDocument } from "@shared/subtitles";
import { LRUCache } from "lru-cache";
import type { AnalysisPool, Asker } from "./analysisPool";
import { type PackedDocument, unpackCues, unpackDocument } from "./packedDocument";

/**
 * Parsed documents of recently read files, packed (packedDocument.ts). Paging through a large file's cues would
 * otherwise load and re-parse its bytes on every page; files never change after upload, so an entry stays valid
 * until the file is deleted. Bounded by the bytes the packed documents hold (DOCUMENT_CACHE_BYTES), as one 20 MB
 * cue weighs what a million short ones do; a document larger than the bound is not kept.
 */
export interface DocumentCache {
  /** The document of a stored file, rebuilt without holding the event loop; parsed in the pool on a miss. */
  parsed(id: string, load: () => Promise<StoredSubtitle>, asker?: Asker): Promise<SubtitleDocument>;
  /** One page of a stored file's cues and the count of all of them, reading only the slices that hold them. */
  page(
    id: string,
    load: () => Promise<StoredSubtitle>,
    offset: number,
    limit: number,
  ): Promise<{ total: number; cues: Cue[] }>;
  /** Upload parses the file anyway: keeping the result makes the first page of its cues free. */
  remember(id: string, packed: PackedDocument): void;
  forget(id: string): void;
  /** The bytes held now. */
  heldBytes(): number;
}

export interface StoredSubtitle {
  filename: string;
  bytes: Uint8Array;
}

export function documentCache(analysis: AnalysisPool, maxBytes: number): DocumentCache {
  const cache = new LRUCache<string, PackedDocument>({
    maxSize: maxBytes,
    sizeCalculation: (packed) => Math.max(1, packed.buffer.byteLength),
  });
  const packedOf = async (id: string, load: () => Promise<StoredSubtitle>, asker: Asker = "request") => {
    const hit = cache.get(id);
    if (hit) return hit;
    const { filename, bytes } = await load();
    const { packed } = await analysis.parse(filename, bytes, asker);
    cache.set(id, packed);
    return packed;
  };
  return {
    parsed: async (id, load, asker) => unpackDocument(await packedOf(id, load, asker)),
    async page(id, load, offset, limit) {
      const packed = await packedOf(id, load);
      return { total: packed.cueCount, cues: unpackCues(packed, offset, offset + limit) };
    },
    remember(id, packed) {
      cache.set(id, packed);
    },
    forget(id) {
      cache.delete(id);
    },
    heldBytes: () => cache.calculatedSize,
  };
}
