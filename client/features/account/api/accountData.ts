import { useMutation } from "@tanstack/react-query";
import { ACCOUNT_EXPORT_PATH, ACCOUNT_PATH, type DeleteAccountRequest } from "../../../../shared/api/account";
import { apiDownload, apiRequest, type Download } from "../../../lib/api";

/** The zip can take a while to build for an account with many files. */
const EXPORT_TIMEOUT_MS = 120_000;

export function downloadAccountData(): Promise<Download> {
  return apiDownload(ACCOUNT_EXPORT_PATH, { timeoutMs: EXPORT_TIMEOUT_MS });
}

/** GET /auth/export: the account's data and files as one zip. */
export function useDownloadAccountData() {
  return useMutation({ mutationFn: downloadAccountData });
}

export function deleteAccount(request: DeleteAccountRequest): Promise<unknown> {
  return apiRequest(ACCOUNT_PATH, { method: "DELETE", body: request });
}

/** DELETE /auth/account; the page ends the session on success. */
export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
