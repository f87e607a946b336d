import { extractSegments } from "@shared/subtitles";
import type { Db } from "../db";
import type { DocumentCache } from "../files/documents";
import { planTranslation } from "../jobs/plan";
import { loadJobSource } from "../jobs/source";

/**
 * Characters a job of this file sends to a provider: each distinct translatable text once, as the runner sends
 * them (server/jobs/plan.ts), counted in code points, of the collapsed captions when the job collapses them. What
 * the operator's monthly allowance is measured in.
 */
export async function fileCharacters(
  db: Db,
  documents: DocumentCache,
  fileId: string,
  collapseRolling = false,
): Promise<number> {
  const doc = await loadJobSource(db, documents, { file_id: fileId, collapse_rolling: collapseRolling });
  if (!doc) return 0;
  let total = 0;
  for (const text of planTranslation(extractSegments(doc)).distinct) total += [...text.text].length;
  return total;
}
