import { QueryClient, type UseMutationOptions } from "@tanstack/react-query";

/**
 * The one QueryClient of the app (provided in main.tsx). Calls keep the behaviour they had before TanStack Query:
 * no automatic retry (a query that wants one says so, as job polling does), no refetch on focus or reconnect, and
 * requests go out even when the browser believes it is offline, so the page shows the failure instead of waiting.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        networkMode: "always",
      },
      mutations: { retry: false, networkMode: "always" },
    },
  });
}

/** What a component may add to a mutation hook: its own reaction to success or failure (a toast, say). */
export type MutationCallbacks<TData, TVariables> = Pick<
  UseMutationOptions<TData, Error, TVariables>,
  "onSuccess" | "onError"
>;
