import multer from "@koa/multer";
import type { Middleware } from "koa";
import { MulterError } from "multer";
import { hasUploadExtension, UPLOAD_FIELD } from "../../../shared/api/files";
import { UPLOAD_EXTENSIONS } from "../../../shared/catalog";
import { FileTooLargeError, MissingFileError, UnsupportedFormatError, ValidationError } from "../../errors";
import type { AppState } from "../../state";

const MB = 1024 * 1024;

export function unsupportedFormat(filename: string): UnsupportedFormatError {
  return new UnsupportedFormatError(
    `Unsupported file format: "${filename}". Supported formats: ${UPLOAD_EXTENSIONS.join(", ")}`,
  );
}

/**
 * Reads the one multipart field `file` into memory. The extension is checked from the part's header, before any
 * byte is buffered; past `maxBytes` multer stops buffering and drains the rest, so the client still reads our 413.
 */
export function receiveUpload(maxBytes: number): Middleware<AppState> {
  const options: multer.Options & { defParamCharset: string } = {
    // Browsers send UTF-8 file names without a charset parameter; multer's latin1 default would garble them.
    defParamCharset: "utf8",
    storage: multer.memoryStorage(),
    limits: { fileSize: maxBytes, files: 1, fields: 10 },
    fileFilter: (_req, file, accept) => {
      if (hasUploadExtension(file.originalname)) accept(null, true);
      else accept(unsupportedFormat(file.originalname), false);
    },
  };
  const receive = multer(options).single(UPLOAD_FIELD) as unknown as Middleware<AppState>;

  return async (ctx, next) => {
    if (!ctx.is("multipart"))
      throw new MissingFileError(`Send the file as multipart/form-data, field "${UPLOAD_FIELD}"`);
    try {
      await receive(ctx, async () => {});
    } catch (err) {
      throw uploadError(err, maxBytes);
    }
    if (!ctx.file)
      throw new MissingFileError(`No file received: send it in the multipart field "${UPLOAD_FIELD}"`);
    return next();
  };
}

function uploadError(err: unknown, maxBytes: number): unknown {
  if (!(err instanceof MulterError)) return err;
  if (err.code === "LIMIT_FILE_SIZE") {
    return new FileTooLargeError(
      `File too large: file size must be less than ${Math.round(maxBytes / MB)} MB`,
    );
  }
  return new ValidationError(
    `Upload refused: ${err.message}. Send one file in the multipart field "${UPLOAD_FIELD}"`,
  );
}
