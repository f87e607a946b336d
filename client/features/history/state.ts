import { type HistoryEntry, VISITOR } from "@client/db/types";

/** The spec's filters of the history page. */
export const HISTORY_FILTERS = ["all", "completed", "failed"] as const;
export type HistoryFilter = (typeof HISTORY_FILTERS)[number];

/** The spec's page size of the history screen (section 9). */
export const HISTORY_PAGE_SIZE = 10;

/** "Failed" gathers the jobs that ended without a result: failed and cancelled. */
function matches(entry: HistoryEntry, filter: HistoryFilter): boolean {
  if (filter === "all") return true;
  if (filter === "completed") return entry.job.status === "completed";
  return entry.job.status === "failed" || entry.job.status === "cancelled";
}

export interface HistoryPage {
  entries: HistoryEntry[];
  total: number;
  page: number;
  pages: number;
}

/**
 * Whether `account`'s history holds the entry: its own, and the visitor's (the device's work from before signing
 * in, which the sign-in gave the account on the server; it stays the visitor's on the device after signing out).
 */
export function isInHistoryOf(entry: HistoryEntry, account: string): boolean {
  return entry.account === account || entry.account === VISITOR;
}

/** The entries `account`'s history holds that are not deleted and pass `filter`, newest first. */
export function visibleEntries(
  all: readonly HistoryEntry[],
  account: string,
  filter: HistoryFilter,
): HistoryEntry[] {
  return all
    .filter((entry) => isInHistoryOf(entry, account) && !entry.deleted && matches(entry, filter))
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
}

/** One page of the visible entries (a page past the end shows the last one). */
export function historyPage(
  all: readonly HistoryEntry[],
  account: string,
  filter: HistoryFilter,
  page: number,
  size = HISTORY_PAGE_SIZE,
): HistoryPage {
  const visible = visibleEntries(all, account, filter);
  const pages = Math.max(1, Math.ceil(visible.length / size));
  const current = Math.min(Math.max(1, page), pages);
  return {
    entries: visible.slice((current - 1) * size, current * size),
    total: visible.length,
    page: current,
    pages,
  };
}

/** A finished job downloads when the device kept its result, or online when the server still has it. */
export function canDownloadEntry(entry: HistoryEntry, online: boolean): boolean {
  return entry.job.status === "completed" && (entry.has_result || (online && entry.on_server));
}
