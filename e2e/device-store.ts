import type { Page } from "@playwright/test";

/** Some fields of every row of one object store of the app's IndexedDB database ("polysub"), as the browser holds it. */
export async function deviceRows(
  page: Page,
  store: string,
  fields: readonly string[],
): Promise<Record<string, unknown>[]> {
  return page.evaluate(
    ({ name, keys }) =>
      new Promise<Record<string, unknown>[]>((resolve, reject) => {
        const open = indexedDB.open("polysub");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction(name).objectStore(name).getAll();
          read.onsuccess = () => {
            open.result.close();
            const rows = read.result as Record<string, unknown>[];
            resolve(rows.map((row) => Object.fromEntries(keys.map((key) => [key, row[key]]))));
          };
          read.onerror = () => reject(read.error);
        };
      }),
    { name: store, keys: fields },
  );
}

/** Empties one object store of the app's IndexedDB database, as if the device had never held its rows. */
export async function clearDeviceStore(page: Page, store: string): Promise<void> {
  await page.evaluate(
    (name) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open("polysub");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction(name, "readwrite");
          tx.objectStore(name).clear();
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    store,
  );
}
