import { UPLOAD_FIELD, UploadedFile } from "../../../../shared/api/files";
import { apiUpload } from "../../../lib/api";

export function uploadFile(file: File, onProgress: (fraction: number) => void): Promise<UploadedFile> {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file, file.name);
  return apiUpload("/files/upload", form, { schema: UploadedFile, onProgress });
}
