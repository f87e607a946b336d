import Router from "@koa/router";
import type { AppDeps } from "@server/deps";
import { ownerOf } from "@server/http/authenticate";
import { endpointFactory } from "@server/http/endpoint";
import { accountStanding } from "@server/policies/plan";
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
      const standing = accountStanding(ctx.state.auth.user, now);
      ctx.body = await planLimits(db, { owner, ip: ctx.ip }, standing, config.allowances, now);
    }),
  );

  router.get(
    "/auth/usage-stats",
    endpoint({ auth: "user" }, async (ctx) => {
      const { user, plan } = ctx.state.auth;
      const now = new Date();
      const left = await filesLeftToday(db, { owner: ownerOf(ctx.state.auth), ip: ctx.ip }, plan, now);
      ctx.body = await usageStats(db, user.id, plan, left, now);
    }),
  );

  return router;
}
