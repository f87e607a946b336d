import { apiUpload } from "@client/lib/api";
import { UPLOAD_FIELD, UploadedFile } from "@shared/api/files";
import { useMutation } from "@tanstack/react-query";

export interface UploadFileInput {
  file: File;
  /** Fraction of the bytes sent, 0 to 1. */
  onProgress: (fraction: number) => void;
}

export function uploadFile({ file, onProgress }: UploadFileInput): Promise<UploadedFile> {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file, file.name);
  return apiUpload("/files/upload", form, { schema: UploadedFile, onProgress });
}

export function useUploadFile() {
  return useMutation({ mutationFn: uploadFile });
}
