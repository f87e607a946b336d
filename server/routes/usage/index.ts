import Router from "@koa/router";
import type { AppDeps } from "@server/deps";
import { ownerOf } from "@server/http/authenticate";
import { endpointFactory } from "@server/http/endpoint";
import { planOf, standingOf } from "@server/policies/plan";
import type { AppState } from "@server/state";
import { planLimits } from "@server/usage/limits";
import { filesLeftToday } from "@server/usage/quota";
import { usageStats } from "@server/usage/stats";

/** The caller's plan limits (visitors too: the free plan and what is left today) and a user's usage figures. */
export function usageRouter(deps: AppDeps): Router<AppState> {
  const { db, config } = deps;
  const endpoint = endpointFactory(deps);
  const router = new Router<AppState>();

  router.get(
    "/auth/limits",
    endpoint({ auth: "either" }, async (ctx) => {
      const owner = ownerOf(ctx.state.auth);
      const now = new Date();
      ctx.body = await planLimits(
        db,
        { owner, ip: ctx.ip },
        await standingOf(db, owner, now),
        config.allowances,
        now,
      );
    }),
  );

  router.get(
    "/auth/usage-stats",
    endpoint({ auth: "user" }, async (ctx) => {
      const owner = ownerOf(ctx.state.auth);
      const now = new Date();
      const plan = await planOf(db, owner, now);
      const left = await filesLeftToday(db, { owner, ip: ctx.ip }, plan, now);
      ctx.body = await usageStats(db, owner.userId as string, plan, left, now);
    }),
  );

  return router;
}
