import { getFile, replaceUnsentFile } from "../db/currentFile";
import { apiUpload } from "./api";

// POST /files/upload, shared by two features: upload sends a dropped file at once, translate sends a file checked
// offline when its translation starts (client/lib/translationResult.ts is shared the same way).

export interface UploadFileInput {
  file: File;
  /** Fraction of the bytes sent, 0 to 1. */
  onProgress?: (fraction: number) => void;
}

export async function uploadFile({ file, onProgress }: UploadFileInput) {
  // Loaded on first upload: the home page shows the upload card before zod and the schemas load (issue 29).
  const files = await import("@shared/api/files");
  const form = new FormData();
  form.append(files.UPLOAD_FIELD, file, file.name);
  return apiUpload("/files/upload", form, { schema: files.UploadedFile, onProgress });
}

/**
 * The server's id of a kept file: a file checked offline is sent first, once (its server record replaces the
 * device's, queued translations included), so that a start sent again later finds it on the server.
 */
export async function serverFileId(fileId: string): Promise<string> {
  const kept = await getFile(fileId);
  if (!kept?.unsent) return fileId;
  const uploaded = await uploadFile({ file: new File([kept.unsent], kept.filename) });
  return (await replaceUnsentFile(kept, uploaded)).file_id;
}
