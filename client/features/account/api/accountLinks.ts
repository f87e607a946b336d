import { apiRequest } from "@client/lib/api";
import { accountKeys } from "@client/lib/queryKeys";
import { MessageResponse } from "@shared/api/auth";
import { useMutation, useQueryClient } from "@tanstack/react-query";

/** What a link mailed to an account with neither a password nor two-factor confirms (server/mail/links.ts). */
export type AccountLinkAction = "delete" | "two_factor";

const CONFIRM_PATH: Record<AccountLinkAction, string> = {
  delete: "/auth/account/confirm-deletion",
  two_factor: "/auth/2fa/confirm-link",
};

export function confirmAccountLink(input: {
  action: AccountLinkAction;
  token: string;
}): Promise<MessageResponse> {
  return apiRequest(CONFIRM_PATH[input.action], {
    method: "POST",
    body: { token: input.token },
    schema: MessageResponse,
  });
}

/**
 * Deletes the account, or turns two-factor on, as the link mailed to its address confirms. The signed-in user of
 * this browser, if any, is read again: a deleted account's session ends, two-factor shows on.
 */
export function useConfirmAccountLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmAccountLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.me }),
  });
}
