import { randomUUID } from "node:crypto";
import type { Middleware } from "koa";
import type { Logger } from "../logger";
import type { AppState } from "../state";

const REQUEST_ID = /^[\w.-]{1,64}$/;

/** Outermost middleware: a request id (kept from X-Request-Id when sane) and one log line per request. */
export function requestLog(logger: Logger): Middleware<AppState> {
  return async (ctx, next) => {
    const header = ctx.get("X-Request-Id");
    const requestId = REQUEST_ID.test(header) ? header : randomUUID();
    ctx.state.requestId = requestId;
    ctx.state.log = logger.child({ requestId });
    ctx.set("X-Request-Id", requestId);
    const started = performance.now();
    try {
      await next();
    } finally {
      ctx.state.log.info(
        {
          method: ctx.method,
          path: ctx.path,
          status: ctx.status,
          ms: Math.round(performance.now() - started),
        },
        "request",
      );
    }
  };
}
