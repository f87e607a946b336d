import { startTransition, useEffect, useState } from "react";
import { database, databaseInUse, databaseMayExist } from "./database";

export type LiveResult<T> = { loaded: false; value: undefined } | { loaded: true; value: T | undefined };

/** Re-runs a Dexie query whenever the tables it read change, in this tab or another. Pass a stable function. */
export function useLiveQuery<T>(query: () => Promise<T>): LiveResult<T> {
  const [result, setResult] = useState<LiveResult<T>>({ loaded: false, value: undefined });
  useEffect(() => {
    let subscription: { unsubscribe(): void } | undefined;
    let stopped = false;
    // Answers render in a transition: React yields to input while it renders what they change.
    const show = (value: T | undefined) => {
      if (!stopped) startTransition(() => setResult({ loaded: true, value }));
    };
    // IndexedDB refused (private mode, quota) or Dexie could not load: behave as an empty device rather than
    // loading forever.
    const empty = () => show(undefined);
    const follow = async () => {
      // A device without the database holds nothing yet: the query follows from the first use of the database
      // (in this tab, or in another one), whose first answer reads what that use wrote.
      if (!(await databaseMayExist())) {
        empty();
        await databaseInUse();
      }
      // Dexie loads on first use (database.ts): the query starts once it is open. Dexie keeps a live query's zone
      // across the query's own await on the database only when that await finds it open, and only for async
      // queriers (hence the wrapper below): otherwise the query would not follow the tables it reads.
      await database();
      const { liveQuery } = await import("dexie");
      if (stopped) return;
      subscription = liveQuery(async () => query()).subscribe({ next: show, error: empty });
    };
    follow().catch(empty);
    return () => {
      stopped = true;
      subscription?.unsubscribe();
    };
  }, [query]);
  return result;
}
