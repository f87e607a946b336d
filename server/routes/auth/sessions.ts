import Router from "@koa/router";
import type { AppDeps } from "@server/deps";
import { AppError } from "@server/errors";
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
    endpoint({ auth: "session" }, async (ctx) => {
      const { user, session } = ctx.state.auth;
      const rows = await listSessions(db, user.id);
      ctx.body = { sessions: rows.map((row) => presentSession(row, session.id)) } satisfies SessionsResponse;
    }),
  );

  router.delete(
    "/auth/sessions",
    endpoint({ auth: "session" }, async (ctx) => {
      const { user, session } = ctx.state.auth;
      ctx.body = { revoked: await revokeSessions(db, user.id, session.id) } satisfies RevokeSessionsResponse;
    }),
  );

  router.delete(
    "/auth/sessions/:id",
    endpoint({ auth: "session", input: { params: SessionIdParams } }, async (ctx) => {
      const { user } = ctx.state.auth;
      // Another account's session and an unknown id look the same.
      if (!(await revokeSession(db, user.id, ctx.state.input.params.id)))
        throw new AppError(ErrorCode.notFound, "Session not found");
      ctx.body = { message: "Session revoked" } satisfies MessageResponse;
    }),
  );

  return router;
}
