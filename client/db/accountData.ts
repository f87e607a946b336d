import { ACCOUNT_KEY, ACCOUNT_PENDING } from "./account";
import { CURRENT_FILE_KEY } from "./currentFile";
import { CURRENT_JOB_KEY } from "./currentJob";
import { database, databaseMayExist, deleteValue, readValue, writeValue } from "./database";
import type { PolysubDatabase } from "./schema";

/** The account's rows and the current file and job when they are among them. Run inside a transaction. */
async function removeRowsOf(db: PolysubDatabase, account: string): Promise<void> {
  const jobs = await db.history.where("account").equals(account).primaryKeys();
  const files = await db.files.where("account").equals(account).primaryKeys();
  await db.history.bulkDelete(jobs);
  await db.results.bulkDelete(jobs);
  await db.cueEdits.where("job_id").anyOf(jobs).delete();
  await db.files.bulkDelete(files);
  await db.queuedStarts.where("account").equals(account).delete();
  await db.accountGlossaries.where("account").equals(account).delete();
  const currentFile = await readValue<string>(CURRENT_FILE_KEY);
  const currentJob = await readValue<string>(CURRENT_JOB_KEY);
  if (currentFile && files.includes(currentFile)) await deleteValue(CURRENT_FILE_KEY);
  if ((currentFile && files.includes(currentFile)) || (currentJob && jobs.includes(currentJob))) {
    await deleteValue(CURRENT_JOB_KEY);
  }
}

function allTables(db: PolysubDatabase) {
  return [db.kv, db.history, db.results, db.cueEdits, db.files, db.queuedStarts, db.accountGlossaries];
}

/**
 * A sign-in on this device: rows made until the server says whose they are (setDeviceAccount) are marked pending,
 * not the visitor's. Rows of another account still on the device (its sign-out was not seen here) go first.
 */
export async function beginDeviceAccount(): Promise<void> {
  const db = await database();
  await db.transaction("rw", allTables(db), async () => {
    const previous = await readValue<string>(ACCOUNT_KEY);
    if (previous === ACCOUNT_PENDING) return;
    if (previous) await removeRowsOf(db, previous);
    await writeValue(ACCOUNT_KEY, ACCOUNT_PENDING);
  });
}

/**
 * Records who the server says is signed in: rows made from now on are theirs, and so are those made since the
 * sign-in. Rows of another account still on the device go first.
 */
export async function setDeviceAccount(account: string): Promise<void> {
  const db = await database();
  await db.transaction("rw", allTables(db), async () => {
    const previous = await readValue<string>(ACCOUNT_KEY);
    if (previous === account) return;
    if (previous === ACCOUNT_PENDING) {
      await db.history.where("account").equals(ACCOUNT_PENDING).modify({ account });
      await db.files.where("account").equals(ACCOUNT_PENDING).modify({ account });
      await db.queuedStarts.where("account").equals(ACCOUNT_PENDING).modify({ account });
      // The account is part of a glossary's key: its rows are put again under the account's id.
      const glossaries = db.accountGlossaries.where("account").equals(ACCOUNT_PENDING);
      const pending = await glossaries.toArray();
      await glossaries.delete();
      await db.accountGlossaries.bulkPut(pending.map((row) => ({ ...row, account })));
    } else if (previous) {
      await removeRowsOf(db, previous);
    }
    await writeValue(ACCOUNT_KEY, account);
  });
}

/**
 * Signing out: the account's history, kept results, files, queued translations and glossaries leave the device (a shared
 * computer shows nothing of them to the next person); the visitor's rows stay.
 */
export async function forgetDeviceAccount(): Promise<void> {
  if (!(await databaseMayExist())) return;
  const db = await database();
  await db.transaction("rw", allTables(db), async () => {
    const account = await readValue<string>(ACCOUNT_KEY);
    if (account) await removeRowsOf(db, account);
    await deleteValue(ACCOUNT_KEY);
  });
}
