import Router from "@koa/router";
import type { AppDeps } from "../../deps";
import { ownerOf } from "../../http/authenticate";
import { endpointFactory } from "../../http/endpoint";
import { planOf } from "../../policies/plan";
import type { AppState } from "../../state";
import { planLimits } from "../../usage/limits";
import { filesLeftToday } from "../../usage/quota";
import { usageStats } from "../../usage/stats";

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
        await planOf(db, owner, now),
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
