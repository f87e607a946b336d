import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";

export function deleteFile(fileId: string): Promise<void> {
  return apiRequest<void>(`/files/${encodeURIComponent(fileId)}`, { method: "DELETE" });
}

export function useDeleteFile() {
  return useMutation({ mutationFn: deleteFile });
}
