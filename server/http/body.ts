import type { Middleware } from "koa";
import { ErrorCode } from "../../shared/errors";
import { AppError, ValidationError } from "../errors";
import type { AppState } from "../state";

declare module "koa" {
  interface Request {
    /** Parsed JSON body of POST/PUT/PATCH requests; multipart bodies are left to multer on their own routes. */
    body?: unknown;
  }
}

const LIMIT_BYTES = 1024 * 1024;
const WITH_BODY = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** JSON request bodies up to 1 MB. Files travel as multipart on the upload route, never through here. */
export function jsonBody(): Middleware<AppState> {
  return async (ctx, next) => {
    // A chunked body has no Content-Length but is a body all the same.
    const hasBody = Boolean(ctx.request.length) || ctx.get("Transfer-Encoding") !== "";
    if (!WITH_BODY.has(ctx.method) || !hasBody || ctx.is("multipart")) return next();
    if (!ctx.is("json")) {
      throw new AppError(
        ErrorCode.unsupportedMediaType,
        "Request bodies must be JSON (Content-Type: application/json)",
      );
    }
    if ((ctx.request.length ?? 0) > LIMIT_BYTES)
      throw new AppError(ErrorCode.payloadTooLarge, "A JSON body may not exceed 1 MB");
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > LIMIT_BYTES)
        throw new AppError(ErrorCode.payloadTooLarge, "A JSON body may not exceed 1 MB");
      chunks.push(chunk);
    }
    try {
      ctx.request.body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
    } catch {
      throw new ValidationError("The request body is not valid JSON");
    }
    return next();
  };
}
