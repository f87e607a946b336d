import type { UploadedFile } from "@shared/api/files";
import { deviceAccount } from "./account";
import { CURRENT_JOB_KEY } from "./currentJob";
import { database, deleteValue, readValue, writeValue } from "./database";
import type { StoredFile } from "./types";

export const CURRENT_FILE_KEY = "currentFileId";

export async function getCurrentFile(): Promise<StoredFile | undefined> {
  const id = await readValue<string>(CURRENT_FILE_KEY);
  return id ? (await database()).files.get(id) : undefined;
}

export async function getFile(fileId: string): Promise<StoredFile | undefined> {
  return (await database()).files.get(fileId);
}

/** Makes a newly read file the current one, marked as the signed-in account's; a job of the previous file no longer applies. */
export async function setCurrentFile(file: Omit<StoredFile, "account">): Promise<void> {
  const db = await database();
  await db.transaction("rw", db.kv, db.files, async () => {
    await db.files.put({ ...file, account: await deviceAccount() });
    await writeValue(CURRENT_FILE_KEY, file.file_id);
    await deleteValue(CURRENT_JOB_KEY);
  });
}

/**
 * A file checked offline reached the server: the server's record takes the device record's place (as the current
 * file, and in the translations queued for it), so that it is never sent again. It is now the file of whoever sent
 * it, as on the server.
 */
export async function replaceUnsentFile(unsent: StoredFile, uploaded: UploadedFile): Promise<StoredFile> {
  const sent: StoredFile = { ...unsent, ...uploaded };
  delete sent.unsent;
  if (unsent.unsent) sent.bytes = unsent.unsent;
  const db = await database();
  await db.transaction("rw", db.kv, db.files, db.queuedStarts, async () => {
    sent.account = await deviceAccount();
    await db.files.delete(unsent.file_id);
    await db.files.put(sent);
    if ((await readValue<string>(CURRENT_FILE_KEY)) === unsent.file_id) {
      await writeValue(CURRENT_FILE_KEY, sent.file_id);
    }
    await db.queuedStarts.where("file_id").equals(unsent.file_id).modify({ file_id: sent.file_id });
  });
  return sent;
}

/** Forgets the current file, and the job made from it, which has no meaning without it. */
export async function clearCurrentFile(): Promise<void> {
  const db = await database();
  await db.transaction("rw", db.kv, db.files, async () => {
    const id = await readValue<string>(CURRENT_FILE_KEY);
    if (id) await db.files.delete(id);
    await deleteValue(CURRENT_FILE_KEY);
    await deleteValue(CURRENT_JOB_KEY);
  });
}
