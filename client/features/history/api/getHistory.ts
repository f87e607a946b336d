import { apiRequest } from "@client/lib/api";
import { HistoryResponse } from "@shared/api/translate";
import type { ServerHistory } from "../merge";

/** GET /translate/history: one page of the caller's jobs, newest first. */
export function getHistoryPage(
  page: number,
  perPage: number,
  signal?: AbortSignal,
): Promise<HistoryResponse> {
  return apiRequest("/translate/history", {
    query: { page, per_page: perPage },
    schema: HistoryResponse,
    signal,
  });
}

const SYNC_PAGE = 100;
/** Enough for any real history; past it the list is partial and the merge forgets nothing. */
const SYNC_MAX_PAGES = 20;

/** Every page of the caller's history, up to a bound; `complete` says whether the bound was reached first. */
export async function getWholeHistory(signal?: AbortSignal): Promise<ServerHistory> {
  const jobs: HistoryResponse["translations"] = [];
  for (let page = 1; page <= SYNC_MAX_PAGES; page++) {
    const answer = await getHistoryPage(page, SYNC_PAGE, signal);
    jobs.push(...answer.translations);
    if (!answer.has_next) return { jobs, complete: true };
  }
  return { jobs, complete: false };
}
