import { apiRequest } from "@client/lib/api";
import { accountKeys } from "@client/lib/queryKeys";
import { type ProfileUpdate, User } from "@shared/api/profile";
import { useMutation, useQueryClient } from "@tanstack/react-query";

export function updateProfile(update: ProfileUpdate): Promise<User> {
  return apiRequest("/auth/profile", { method: "PUT", body: update, schema: User });
}

/** PUT /auth/profile; the answer is the user everyone else reads. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(accountKeys.me, user),
  });
}
