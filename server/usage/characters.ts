import { charactersToSend } from "@shared/quota";
import { extractSegments, type SegmentOptions, type SubtitleDocument } from "@shared/subtitles";
import type { Db } from "../db";
import type { DocumentCache } from "../files/documents";
import { loadJobSource } from "../jobs/source";

/**
 * Characters a job of this file sends to a provider, of the collapsed captions when the job collapses them: the
 * shared count the setup view shows from the file's summary, so the estimate and the operator's monthly allowance
 * measure the same thing.
 */
export async function fileCharacters(
  db: Db,
  documents: DocumentCache,
  fileId: string,
  collapseRolling = false,
  options: SegmentOptions = {},
): Promise<number> {
  const doc = await loadJobSource(db, documents, { file_id: fileId, collapse_rolling: collapseRolling });
  return doc ? documentCharacters(doc, options) : 0;
}

/** The same count, of a document the caller has read already. */
export function documentCharacters(doc: SubtitleDocument, options: SegmentOptions = {}): number {
  return charactersToSend(extractSegments(doc, options));
}
