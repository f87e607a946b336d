import { database, readValue, writeValue } from "./database";

const KEY = "deviceId";
let pending: Promise<string> | undefined;

/** The visitor's identity (DECISIONS.md): a random UUID made once and kept in IndexedDB. */
export function getDeviceId(): Promise<string> {
  pending ??= database()
    .then((db) =>
      db.transaction("rw", db.kv, async () => {
        const existing = await readValue<string>(KEY);
        if (existing) return existing;
        const id = crypto.randomUUID();
        await writeValue(KEY, id);
        return id;
      }),
    )
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return pending;
}
