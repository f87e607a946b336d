import type { AppDeps } from "@server/deps";
import { AppError } from "@server/errors";
import { type RouteTable, routeTable } from "@server/http/routeTable";
import { presentSession } from "@server/presenters/user";
import { listSessions, revokeSession, revokeSessions } from "@server/sessions/repository";
import { MessageResponse, RevokeSessionsResponse, SessionIdParams, SessionsResponse } from "@shared/api/auth";
import { ErrorCode } from "@shared/errors";

/** The security page's session list: what is signed in, and revoking one or all of them for real. */
export function sessionsRouter(deps: AppDeps): RouteTable {
  const { db } = deps;
  const routes = routeTable(deps);

  routes.add(
    {
      method: "get",
      path: "/auth/sessions",
      summary: "The account's sessions",
      responses: { 200: SessionsResponse },
      auth: "session",
    },
    async (ctx) => {
      const { user, session } = ctx.state.auth;
      const rows = await listSessions(db, user.id);
      ctx.body = { sessions: rows.map((row) => presentSession(row, session.id)) } satisfies SessionsResponse;
    },
  );

  routes.add(
    {
      method: "delete",
      path: "/auth/sessions",
      summary: "Sign out every other session",
      responses: { 200: RevokeSessionsResponse },
      auth: "session",
    },
    async (ctx) => {
      const { user, session } = ctx.state.auth;
      ctx.body = { revoked: await revokeSessions(db, user.id, session.id) } satisfies RevokeSessionsResponse;
    },
  );

  routes.add(
    {
      method: "delete",
      path: "/auth/sessions/:id",
      summary: "Sign out one session",
      responses: { 200: MessageResponse },
      auth: "session",
      input: { params: SessionIdParams },
    },
    async (ctx) => {
      const { user } = ctx.state.auth;
      // Another account's session and an unknown id look the same.
      if (!(await revokeSession(db, user.id, ctx.state.input.params.id)))
        throw new AppError(ErrorCode.notFound, "Session not found");
      ctx.body = { message: "Session revoked" } satisfies MessageResponse;
    },
  );

  return routes;
}
