import { FORMATS, READABLE_FORMATS } from "@shared/catalog";
import { ErrorCode } from "@shared/errors";
import { MAX_UPLOAD_BYTES } from "@shared/plans";
import { hasUploadExtension, UPLOAD_EXTENSIONS } from "@shared/uploadFormats";

/**
 * The `accept` attribute of the file input: the extensions plus the readable formats' own MIME types. Not
 * text/plain, which would let the picker offer every text file.
 */
export const ACCEPT_ATTRIBUTE = [
  ...new Set([
    ...UPLOAD_EXTENSIONS,
    ...READABLE_FORMATS.map((id) => FORMATS[id].mimeType).filter((type) => type !== "text/plain"),
  ]),
].join(",");

export type SelectionProblem = typeof ErrorCode.unsupportedFormat | typeof ErrorCode.fileTooLarge;

/** The checks made before anything is read or sent, with the same codes the server would answer. */
export function checkSelectedFile(file: { name: string; size: number }): SelectionProblem | null {
  if (!hasUploadExtension(file.name)) return ErrorCode.unsupportedFormat;
  if (file.size > MAX_UPLOAD_BYTES) return ErrorCode.fileTooLarge;
  return null;
}

export { MAX_UPLOAD_BYTES, UPLOAD_EXTENSIONS };
