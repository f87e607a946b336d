import { deviceAccount } from "./account";
import { database, databaseMayExist } from "./database";
import type { QueuedStart } from "./types";

/** Translations asked for while offline, oldest first: none on a device without the database, which stays unopened. */
export async function listQueuedStarts(): Promise<QueuedStart[]> {
  if (!(await databaseMayExist())) return [];
  return (await database()).queuedStarts.orderBy("queued_at").toArray();
}

export async function queuedStartForFile(fileId: string): Promise<QueuedStart | undefined> {
  return (await database()).queuedStarts.where("file_id").equals(fileId).first();
}

/** One waiting translation per file, the signed-in account's: asking again replaces the previous choice. */
export async function queueStart(start: Omit<QueuedStart, "id" | "queued_at" | "account">): Promise<void> {
  const db = await database();
  await db.transaction("rw", db.queuedStarts, db.kv, async () => {
    await db.queuedStarts.where("file_id").equals(start.file_id).delete();
    const account = await deviceAccount();
    await db.queuedStarts.put({ ...start, id: crypto.randomUUID(), queued_at: Date.now(), account });
  });
}

/** Takes a waiting translation out of the queue; false when another tab already took it. */
export async function takeQueuedStart(id: string): Promise<boolean> {
  const db = await database();
  return db.transaction("rw", db.queuedStarts, async () => {
    if (!(await db.queuedStarts.get(id))) return false;
    await db.queuedStarts.delete(id);
    return true;
  });
}

/** Puts back a waiting translation that could not be sent after all, in its place in the queue. */
export async function restoreQueuedStart(start: QueuedStart): Promise<void> {
  await (await database()).queuedStarts.put(start);
}

export async function cancelQueuedStart(id: string): Promise<void> {
  await (await database()).queuedStarts.delete(id);
}
