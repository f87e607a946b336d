import { deviceAccount } from "./account";
import { CURRENT_JOB_KEY } from "./currentJob";
import { database, deleteValue, readValue, writeValue } from "./database";
import type { StoredFile } from "./types";

export const CURRENT_FILE_KEY = "currentFileId";

export async function getCurrentFile(): Promise<StoredFile | undefined> {
  const id = await readValue<string>(CURRENT_FILE_KEY);
  return id ? (await database()).files.get(id) : undefined;
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
