import type { UploadedFile } from "../../shared/api/files";
import type { FileSummary } from "../../shared/fileSummary";

/** The server's UploadedFile plus the worker's summary, kept on the device so the app shows it at once, offline too. */
export interface StoredFile extends UploadedFile {
  summary: FileSummary;
  stored_at: number;
}
