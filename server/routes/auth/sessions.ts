import Router from "@koa/router";
import type { AppDeps } from "@server/deps";
import { AppError } from "@server/errors";
import { signedInOf } from "@server/http/authenticate";
import { endpointFactory } from "@server/http/endpoint";
import { presentSession } from "@server/presenters/user";
import { listSessions, revokeSession, revokeSessions } from "@server/sessions/repository";
import type { AppState } from "@server/state";
import {
  type MessageResponse,
  type RevokeSessionsResponse,
  SessionIdParams,
  type SessionsResponse,
} from "@shared/api/auth";
import { ErrorCode } from "@shared/errors";

/** The security page's session list: what is signed in, and revoking one or all of them for real. */
export function sessionsRouter(deps: AppDeps): Router<AppState> {
  const { db } = deps;
  const endpoint = endpointFactory(deps);
  const router = new Router<AppState>();

  router.get(
    "/auth/sessions",
    endpoint({ auth: "user" }, async (ctx) => {
      const { userId, sessionId } = signedInOf(ctx.state.auth);
      const rows = await listSessions(db, userId);
      ctx.body = { sessions: rows.map((row) => presentSession(row, sessionId)) } satisfies SessionsResponse;
    }),
  );

  router.delete(
    "/auth/sessions",
    endpoint({ auth: "user" }, async (ctx) => {
      const { userId, sessionId } = signedInOf(ctx.state.auth);
      ctx.body = { revoked: await revokeSessions(db, userId, sessionId) } satisfies RevokeSessionsResponse;
    }),
  );

  router.delete(
    "/auth/sessions/:id",
    endpoint({ auth: "user", input: { params: SessionIdParams } }, async (ctx) => {
      const { userId } = signedInOf(ctx.state.auth);
      // Another account's session and an unknown id look the same.
      if (!(await revokeSession(db, userId, ctx.state.input.params.id)))
        throw new AppError(ErrorCode.notFound, "Session not found");
      ctx.body = { message: "Session revoked" } satisfies MessageResponse;
    }),
  );

  return router;
}
