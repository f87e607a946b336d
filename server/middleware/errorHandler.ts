import type { Middleware } from "koa";
import { ErrorCode } from "../../shared/errors";
import { AppError, InternalError } from "../errors";
import type { AppState } from "../state";

/** Koa's own errors (ctx.throw, http-errors from dependencies) carry a status; map it onto our codes. */
function fromHttpStatus(err: { status: number; message: string; expose?: boolean }): AppError {
  const detail = err.expose ? err.message : "Request failed";
  switch (err.status) {
    case 404:
      return new AppError(404, ErrorCode.notFound, detail);
    case 405:
    case 501:
      return new AppError(405, ErrorCode.methodNotAllowed, detail);
    case 413:
      return new AppError(413, ErrorCode.payloadTooLarge, detail);
    default:
      return err.status >= 400 && err.status < 500
        ? new AppError(err.status, ErrorCode.validationError, detail)
        : new InternalError();
  }
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
        err instanceof AppError ? err : hasHttpStatus(err) ? fromHttpStatus(err) : new InternalError();
      if (error.status >= 500) ctx.state.log.error({ err }, "request failed");
      else ctx.state.log.debug({ code: error.code, detail: error.detail }, "request refused");
      ctx.status = error.status;
      ctx.body = { detail: error.detail, code: error.code, ...error.extraBody() };
    }
  };
}
