import { ErrorCode } from "../../../shared/errors";
import { MAX_UPLOAD_BYTES } from "../../../shared/plans";
import { hasUploadExtension, UPLOAD_EXTENSIONS } from "../../../shared/uploadFormats";

/** The `accept` attribute of the file input: extensions plus the MIME types of the spec's drop accept map. */
export const ACCEPT_ATTRIBUTE = [...UPLOAD_EXTENSIONS, "application/x-subrip", "text/vtt", "text/x-ass"].join(
  ",",
);

export type SelectionProblem = typeof ErrorCode.unsupportedFormat | typeof ErrorCode.fileTooLarge;

/** The checks made before anything is read or sent, with the same codes the server would answer. */
export function checkSelectedFile(file: { name: string; size: number }): SelectionProblem | null {
  if (!hasUploadExtension(file.name)) return ErrorCode.unsupportedFormat;
  if (file.size > MAX_UPLOAD_BYTES) return ErrorCode.fileTooLarge;
  return null;
}

export { MAX_UPLOAD_BYTES, UPLOAD_EXTENSIONS };
