import { AppError } from "@server/errors";
import type { MultipartKind } from "@server/http/body";
import { hasUploadExtension, UPLOAD_FIELD } from "@shared/api/files";
import { UPLOAD_EXTENSIONS } from "@shared/catalog";
import { ErrorCode } from "@shared/errors";

const MB = 1024 * 1024;

/** The subtitle file of POST /files/upload: one file in the field `file`, refused by extension before it is read. */
export function subtitleFile(maxBytes: number): MultipartKind {
  return {
    field: UPLOAD_FIELD,
    maxBytes,
    accepts: hasUploadExtension,
    refuse: {
      missing: (detail) => new AppError(ErrorCode.missingFile, detail),
      unaccepted: (filename) =>
        new AppError(
          ErrorCode.unsupportedFormat,
          `Unsupported file format: "${filename}". Supported formats: ${UPLOAD_EXTENSIONS.join(", ")}`,
        ),
      tooLarge: () =>
        new AppError(
          ErrorCode.fileTooLarge,
          `File too large: file size must be less than ${Math.round(maxBytes / MB)} MB`,
        ),
    },
  };
}
