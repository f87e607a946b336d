import { apiRequest } from "@client/lib/api";
import { accountKeys } from "@client/lib/queryKeys";
import { User } from "@shared/api/profile";
import { useMutation, useQueryClient } from "@tanstack/react-query";

export function cancelEmailChange(): Promise<User> {
  return apiRequest("/auth/email-change", { method: "DELETE", schema: User });
}

/** DELETE /auth/email-change: the waiting change's links stop working; the answer is the user everyone reads. */
export function useCancelEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelEmailChange,
    onSuccess: (user) => queryClient.setQueryData(accountKeys.me, user),
  });
}
