import { apiUpload } from "@client/lib/api";
import type { UploadedFile } from "@shared/api/files";
import { useMutation } from "@tanstack/react-query";

export interface UploadFileInput {
  file: File;
  /** Fraction of the bytes sent, 0 to 1. */
  onProgress: (fraction: number) => void;
}

export async function uploadFile({ file, onProgress }: UploadFileInput): Promise<UploadedFile> {
  // Loaded on first upload: the home page shows the upload card before zod and the schemas load (issue 29).
  const files = await import("@shared/api/files");
  const form = new FormData();
  form.append(files.UPLOAD_FIELD, file, file.name);
  return apiUpload("/files/upload", form, { schema: files.UploadedFile, onProgress });
}

export function useUploadFile() {
  return useMutation({ mutationFn: uploadFile });
}
