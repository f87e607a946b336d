import { apiDownload, apiRequest, type Download } from "@client/lib/api";
import type { DeleteAccountRequest } from "@shared/api/auth";
import { useMutation } from "@tanstack/react-query";

/** The zip can take a while to build for an account with many files. */
const EXPORT_TIMEOUT_MS = 120_000;

export function downloadAccountData(): Promise<Download> {
  return apiDownload("/auth/data-export", { timeoutMs: EXPORT_TIMEOUT_MS });
}

/** GET /auth/data-export: the account's data and files as one zip. */
export function useDownloadAccountData() {
  return useMutation({ mutationFn: downloadAccountData });
}

export function deleteAccount(request: DeleteAccountRequest): Promise<unknown> {
  return apiRequest("/auth/account", { method: "DELETE", body: request });
}

/** DELETE /auth/account; the page ends the session on success. */
export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
