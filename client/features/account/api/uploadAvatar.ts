import { apiRequest } from "@client/lib/api";
import { accountKeys } from "@client/lib/queryKeys";
import { AvatarResponse } from "@shared/api/profile";
import { useMutation, useQueryClient } from "@tanstack/react-query";

export function uploadAvatar(file: File): Promise<AvatarResponse> {
  const form = new FormData();
  form.append("file", file);
  return apiRequest("/auth/avatar", { method: "POST", body: form, schema: AvatarResponse });
}

/** POST /auth/avatar (multipart `file`); the user is fetched again for its new avatar_url. */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.me }),
  });
}
