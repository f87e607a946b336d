import Router from "@koa/router";
import type { AppDeps } from "@server/deps";
import { listGlossaries, putGlossary } from "@server/glossaries/repository";
import { signedInOf } from "@server/http/authenticate";
import { body } from "@server/http/body";
import { endpointFactory } from "@server/http/endpoint";
import type { AppState } from "@server/state";
import { type GlossaryList, GlossaryQuery, PutGlossaryBody } from "@shared/api/glossary";

/** A signed-in user's glossaries; a visitor keeps theirs on the device and sends its terms with each start. */
export function glossaryRouter(deps: AppDeps): Router<AppState> {
  const endpoint = endpointFactory(deps);
  const router = new Router<AppState>();

  router.put(
    "/glossary",
    endpoint({ auth: "user", body: body.json(), input: { body: PutGlossaryBody } }, async (ctx) => {
      const userId = signedInOf(ctx.state.auth).userId;
      const input = ctx.state.input.body;
      await putGlossary(deps.db, userId, input, new Date());
      ctx.body = { glossaries: await listGlossaries(deps.db, userId, input.series) } satisfies GlossaryList;
    }),
  );

  router.get(
    "/glossary",
    endpoint({ auth: "user", input: { query: GlossaryQuery } }, async (ctx) => {
      const { series } = ctx.state.input.query;
      ctx.body = {
        glossaries: await listGlossaries(deps.db, signedInOf(ctx.state.auth).userId, series),
      } satisfies GlossaryList;
    }),
  );

  return router;
}
