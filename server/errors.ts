import { ErrorCode } from "../shared/errors";
import type { Diagnostic } from "../shared/subtitles/types";

/**
 * The one error hierarchy of the server. Handlers throw these; the error middleware
 * (server/middleware/errorHandler.ts) is the only place that turns them into `{ detail, code }` and a status.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    detail: string,
  ) {
    super(detail);
    this.name = new.target.name;
  }

  get detail(): string {
    return this.message;
  }

  /** Fields added to the JSON body next to `detail` and `code`. */
  extraBody(): Record<string, unknown> {
    return {};
  }
}

export interface FieldIssue {
  /** Where the bad value sits, e.g. "query.limit" or "body.target_language". */
  path: string;
  message: string;
}

export class ValidationError extends AppError {
  constructor(
    detail: string,
    readonly issues: FieldIssue[] = [],
  ) {
    super(400, ErrorCode.validationError, detail);
  }

  override extraBody() {
    return this.issues.length > 0 ? { issues: this.issues } : {};
  }
}

export class MissingDeviceIdError extends AppError {
  constructor() {
    super(400, ErrorCode.missingDeviceId, "The X-Device-Id header is required");
  }
}

export class InvalidDeviceIdError extends AppError {
  constructor() {
    super(400, ErrorCode.invalidDeviceId, "The X-Device-Id header must be a UUID");
  }
}

/** An upload request that carries no file in the `file` field. */
export class MissingFileError extends AppError {
  constructor(detail: string) {
    super(400, ErrorCode.missingFile, detail);
  }
}

export class NotFoundError extends AppError {
  constructor(detail = "Not found") {
    super(404, ErrorCode.notFound, detail);
  }
}

export class MethodNotAllowedError extends AppError {
  constructor(detail = "Method not allowed") {
    super(405, ErrorCode.methodNotAllowed, detail);
  }
}

export class ConflictError extends AppError {
  constructor(detail: string) {
    super(409, ErrorCode.conflict, detail);
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(detail: string, code: ErrorCode = ErrorCode.payloadTooLarge) {
    super(413, code, detail);
  }
}

export class FileTooLargeError extends PayloadTooLargeError {
  constructor(detail: string) {
    super(detail, ErrorCode.fileTooLarge);
  }
}

export class UnsupportedFormatError extends AppError {
  constructor(detail: string) {
    super(415, ErrorCode.unsupportedFormat, detail);
  }
}

/** A request body of a type the route does not take (the JSON routes); a subtitle file is UnsupportedFormatError. */
export class UnsupportedMediaTypeError extends AppError {
  constructor(detail: string) {
    super(415, ErrorCode.unsupportedMediaType, detail);
  }
}

/** A file we could read but not use: carries the parser's diagnostics so the client can show line numbers. */
export class InvalidSubtitleError extends AppError {
  constructor(
    detail: string,
    readonly diagnostics: Diagnostic[],
  ) {
    super(422, ErrorCode.invalidSubtitle, detail);
  }

  override extraBody() {
    return { diagnostics: this.diagnostics };
  }
}

export class ServiceUnavailableError extends AppError {
  constructor(detail: string) {
    super(503, ErrorCode.serviceUnavailable, detail);
  }
}

export class InternalError extends AppError {
  constructor(detail = "Internal server error") {
    super(500, ErrorCode.internalError, detail);
  }
}
