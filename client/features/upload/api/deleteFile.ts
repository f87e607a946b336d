import { apiRequest } from "@client/lib/api";
import { useMutation } from "@tanstack/react-query";

export function deleteFile(fileId: string): Promise<void> {
  return apiRequest<void>(`/files/${encodeURIComponent(fileId)}`, { method: "DELETE" });
}

export function useDeleteFile() {
  return useMutation({ mutationFn: deleteFile });
}
