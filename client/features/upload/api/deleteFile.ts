import { apiRequest } from "../../../lib/api";

export function deleteFile(fileId: string): Promise<void> {
  return apiRequest<void>(`/files/${encodeURIComponent(fileId)}`, { method: "DELETE" });
}
