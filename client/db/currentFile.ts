import { CURRENT_JOB_KEY } from "./currentJob";
import { database, deleteValue, readValue, writeValue } from "./database";
import type { StoredFile } from "./types";

const KEY = "currentFileId";

export async function getCurrentFile(): Promise<StoredFile | undefined> {
  const id = await readValue<string>(KEY);
  return id ? (await database()).files.get(id) : undefined;
}

/** Makes a newly uploaded file the current one; a job of the previous file no longer applies. */
export async function setCurrentFile(file: StoredFile): Promise<void> {
  const db = await database();
  await db.transaction("rw", db.kv, db.files, async () => {
    await db.files.put(file);
    await writeValue(KEY, file.file_id);
    await deleteValue(CURRENT_JOB_KEY);
  });
}

/** Forgets the current file, and the job made from it, which has no meaning without it. */
export async function clearCurrentFile(): Promise<void> {
  const db = await database();
  await db.transaction("rw", db.kv, db.files, async () => {
    const id = await readValue<string>(KEY);
    if (id) await db.files.delete(id);
    await deleteValue(KEY);
    await deleteValue(CURRENT_JOB_KEY);
  });
}
