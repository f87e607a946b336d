import { ErrorCode } from "@shared/errors";
import type { Middleware } from "koa";
import { AppError } from "../errors";
import type { AppState } from "../state";

/** Koa's own errors (ctx.throw, http-errors from dependencies) carry a status; map it onto our codes. */
function fromHttpStatus(err: { status: number; message: string; expose?: boolean }): AppError {
  const detail = err.expose ? err.message : "Request failed";
  switch (err.status) {
    case 404:
      return new AppError(ErrorCode.notFound, detail);
    case 405:
    case 501:
      return new AppError(ErrorCode.methodNotAllowed, detail);
    case 413:
      return new AppError(ErrorCode.payloadTooLarge, detail);
    case 415:
      return new AppError(ErrorCode.unsupportedMediaType, detail);
    default:
      return err.status >= 400 && err.status < 500
        ? new AppError(ErrorCode.validationError, detail)
        : internalError();
  }
}

function internalError(): AppError {
  return new AppError(ErrorCode.internalError, "Internal server error");
}

function hasHttpStatus(err: unknown): err is { status: number; message: string; expose?: boolean } {
  return typeof err === "object" && err !== null && typeof (err as { status?: unknown }).status === "number";
}

/** The one place where an error becomes `{ detail, code }` and a status. */
export function errorHandler(): Middleware<AppState> {
  return async (ctx, next) => {
    try {
      await next();
    } catch (err) {
      const error =
        err instanceof AppError ? err : hasHttpStatus(err) ? fromHttpStatus(err) : internalError();
      if (error.status >= 500) ctx.state.log.error({ err }, "request failed");
      // By code only: a refusal's detail may quote what the caller sent (a file name, a value).
      else ctx.state.log.debug({ code: error.code }, "request refused");
      ctx.status = error.status;
      ctx.set(error.headers());
      ctx.body = { detail: error.detail, code: error.code, ...error.extraBody() };
    }
  };
}
