import { liveQuery } from "dexie";
import { useEffect, useState } from "react";

export type LiveResult<T> = { loaded: false; value: undefined } | { loaded: true; value: T | undefined };

/** Re-runs a Dexie query whenever the tables it read change, in this tab or another. Pass a stable function. */
export function useLiveQuery<T>(query: () => Promise<T>): LiveResult<T> {
  const [result, setResult] = useState<LiveResult<T>>({ loaded: false, value: undefined });
  useEffect(() => {
    const subscription = liveQuery(query).subscribe({
      next: (value) => setResult({ loaded: true, value }),
      // IndexedDB refused (private mode, quota): behave as an empty device rather than loading forever.
      error: () => setResult({ loaded: true, value: undefined }),
    });
    return () => subscription.unsubscribe();
  }, [query]);
  return result;
}
