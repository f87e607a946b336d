import { apiDownload, apiRequest, type Download } from "@client/lib/api";
import { type DeleteAccountRequest, LinkSentResponse } from "@shared/api/auth";
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

export function deleteAccount(request: DeleteAccountRequest): Promise<LinkSentResponse> {
  return apiRequest("/auth/account", { method: "DELETE", body: request, schema: LinkSentResponse });
}

/**
 * DELETE /auth/account; the page ends the session once it is deleted. `link_sent`: the account has no password
 * nor two-factor, and the deletion waits for the link mailed to its address.
 */
export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
