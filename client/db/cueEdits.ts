import type { CueEdit } from "@shared/api/translate";
import { database } from "./database";
import type { LocalCueEdit } from "./types";

/** The device's edits of a job's cues, by index. */
export async function cueEditsOf(jobId: string): Promise<LocalCueEdit[]> {
  return (await database()).cueEdits.where("job_id").equals(jobId).sortBy("index");
}

/** Keeps an edit made on this device; `synced` once the server stored it. */
export async function putCueEdit(edit: LocalCueEdit): Promise<void> {
  await (await database()).cueEdits.put(edit);
}

/** The server stored this edit: marked synced unless a newer one replaced it meanwhile. */
export async function markCueEditSynced(jobId: string, index: number, updatedAt: string): Promise<void> {
  const db = await database();
  await db.transaction("rw", db.cueEdits, async () => {
    const kept = await db.cueEdits.get([jobId, index]);
    if (kept?.updated_at === updatedAt) await db.cueEdits.update([jobId, index], { synced: true });
  });
}

/**
 * The server's edits of a job (another device's, a re-translation), taken where this device has nothing newer
 * waiting to be sent.
 */
export async function mergeServerCueEdits(jobId: string, edits: readonly CueEdit[]): Promise<void> {
  const db = await database();
  await db.transaction("rw", db.cueEdits, async () => {
    for (const edit of edits) {
      const kept = await db.cueEdits.get([jobId, edit.index]);
      if (kept && !kept.synced) continue;
      await db.cueEdits.put({ ...edit, job_id: jobId, synced: true });
    }
  });
}

/** Edits made on this device that the server has not stored yet, every job's. */
export async function unsyncedCueEdits(): Promise<LocalCueEdit[]> {
  return (await database()).cueEdits.filter((edit) => !edit.synced).toArray();
}
