import { apiRequest, isApiError } from "@client/lib/api";
import { HistoryDeleteResponse } from "@shared/api/translate";
import { ErrorCode } from "@shared/errors";

/** DELETE /translate/history/{id}; a job the server no longer has counts as deleted. */
export async function deleteHistoryItem(jobId: string): Promise<void> {
  try {
    await apiRequest(`/translate/history/${encodeURIComponent(jobId)}`, {
      method: "DELETE",
      schema: HistoryDeleteResponse,
    });
  } catch (error) {
    if (!(isApiError(error) && error.code === ErrorCode.notFound)) throw error;
  }
}

/** DELETE /translate/history: every job of the caller's. */
export async function clearServerHistory(): Promise<void> {
  await apiRequest("/translate/history", { method: "DELETE", schema: HistoryDeleteResponse });
}
