import { ERROR_STATUS, ErrorCode } from "@shared/errors";
import type { PasswordProblem } from "@shared/password";
import type { Diagnostic } from "@shared/subtitles/types";

/**
 * The one error type of the server, raised by its code: `new AppError(ErrorCode.notFound, "File not found")`. The
 * status comes from ERROR_STATUS (shared/errors.ts); the error middleware (server/middleware/errorHandler.ts) is the
 * only place that turns an error into `{ detail, code }` and that status. Subclasses exist only to carry data.
 */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    detail: string,
  ) {
    super(detail);
    this.name = new.target.name;
    this.status = ERROR_STATUS[code];
  }

  get detail(): string {
    return this.message;
  }

  /** Fields added to the JSON body next to `detail` and `code`. */
  extraBody(): Record<string, unknown> {
    return {};
  }

  /** Headers the answer carries (Retry-After of a 429). */
  headers(): Record<string, string> {
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
    super(ErrorCode.validationError, detail);
  }

  override extraBody() {
    return this.issues.length > 0 ? { issues: this.issues } : {};
  }
}

/** A file we could read but not use: carries the parser's diagnostics so the client can show line numbers. */
export class InvalidSubtitleError extends AppError {
  constructor(
    detail: string,
    readonly diagnostics: Diagnostic[],
  ) {
    super(ErrorCode.invalidSubtitle, detail);
  }

  override extraBody() {
    return { diagnostics: this.diagnostics };
  }
}

/** Too many requests, the free allowance of the day used up, or the server busy: says when to come back. */
export class RetryLaterError extends AppError {
  constructor(
    code:
      | typeof ErrorCode.rateLimited
      | typeof ErrorCode.dailyLimitReached
      | typeof ErrorCode.serviceUnavailable,
    detail: string,
    /** Whole seconds, at least one. */
    readonly retryAfterSeconds: number,
  ) {
    super(code, detail);
  }

  override headers() {
    return { "Retry-After": String(this.retryAfterSeconds) };
  }
}

/** A new password refused by the shared rules: says which ones, so the client can point at them. */
export class WeakPasswordError extends AppError {
  constructor(readonly problems: PasswordProblem[]) {
    super(
      ErrorCode.weakPassword,
      `The password does not meet the security requirements (${problems.join(", ")}): at least 12 characters, 3 of 4 character types, not a well-known password`,
    );
  }
  override extraBody() {
    return { problems: this.problems };
  }
}
