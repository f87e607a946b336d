import type { AppDeps } from "@server/deps";
import { AppError } from "@server/errors";
import { listGlossaries, MAX_GLOSSARIES, putGlossary } from "@server/glossaries/repository";
import { body } from "@server/http/body";
import { type RouteTable, routeTable } from "@server/http/routeTable";
import { GlossaryList, GlossaryQuery, PutGlossaryBody } from "@shared/api/glossary";
import { ErrorCode } from "@shared/errors";

/** A signed-in user's glossaries; a visitor keeps theirs on the device and sends its terms with each start. */
export function glossaryRouter(deps: AppDeps): RouteTable {
  const routes = routeTable(deps);

  routes.add(
    {
      method: "put",
      path: "/glossary",
      summary: "Store a series' glossary for a language pair (an empty term list deletes it)",
      responses: { 200: GlossaryList },
      auth: "user",
      body: body.json(),
      input: { body: PutGlossaryBody },
    },
    async (ctx) => {
      const userId = ctx.state.auth.user.id;
      const input = ctx.state.input.body;
      if (!(await putGlossary(deps.db, userId, input, new Date())))
        throw new AppError(
          ErrorCode.accountLimitReached,
          `An account keeps at most ${MAX_GLOSSARIES} glossaries: empty one (PUT it with no terms) first`,
        );
      ctx.body = { glossaries: await listGlossaries(deps.db, userId, input.series) } satisfies GlossaryList;
    },
  );

  routes.add(
    {
      method: "get",
      path: "/glossary",
      summary: "The caller's glossaries, of one series when `series` is given",
      responses: { 200: GlossaryList },
      auth: "user",
      input: { query: GlossaryQuery },
    },
    async (ctx) => {
      const { series } = ctx.state.input.query;
      ctx.body = {
        glossaries: await listGlossaries(deps.db, ctx.state.auth.user.id, series),
      } satisfies GlossaryList;
    },
  );

  return routes;
}
