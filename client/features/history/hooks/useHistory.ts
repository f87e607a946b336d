import { allHistory } from "@client/db/history";
import { useLiveQuery } from "@client/db/useLiveQuery";
import { useOnline } from "@client/lib/useOnline";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { syncHistory } from "../sync";

/** Every entry the device holds, live: a write from any tab (a job progressing, a sync) shows at once. */
export function useHistoryEntries() {
  return useLiveQuery(allHistory);
}

/**
 * Syncs the history with the server when the page opens and each time the connection comes back. The device's
 * entries show meanwhile (and offline): the sync only says whether it is under way or failed.
 */
export function useHistorySync(account: string) {
  const online = useOnline();
  const sync = useQuery({
    queryKey: ["history", "sync", account],
    queryFn: async ({ signal }) => {
      await syncHistory(account, signal);
      return Date.now();
    },
    refetchOnMount: "always",
  });
  const { refetch } = sync;
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current) void refetch();
    wasOnline.current = online;
  }, [online, refetch]);
  return sync;
}
