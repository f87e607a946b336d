import type { AppDeps } from "@server/deps";
import { ownerOf } from "@server/http/authenticate";
import { type RouteTable, routeTable } from "@server/http/routeTable";
import { accountStanding } from "@server/policies/plan";
import { planLimits } from "@server/usage/limits";
import { filesLeftToday } from "@server/usage/quota";
import { usageStats } from "@server/usage/stats";
import { PlanLimitsResponse } from "@shared/api/profile";
import { UsageStats } from "@shared/api/usage";

/** The caller's plan limits (visitors too: the free plan and what is left today) and a user's usage figures. */
export function usageRouter(deps: AppDeps): RouteTable {
  const { db, config } = deps;
  const routes = routeTable(deps);

  routes.add(
    {
      method: "get",
      path: "/auth/limits",
      summary: "The caller's plan limits and what is left today",
      responses: { 200: PlanLimitsResponse },
      auth: "either",
    },
    async (ctx) => {
      const owner = ownerOf(ctx.state.auth);
      const now = new Date();
      const standing = accountStanding(ctx.state.auth.user, now);
      ctx.body = await planLimits(db, { owner, ip: ctx.ip }, standing, config.allowances, now);
    },
  );

  routes.add(
    {
      method: "get",
      path: "/auth/usage-stats",
      summary: "The account's usage figures",
      responses: { 200: UsageStats },
      auth: "user",
    },
    async (ctx) => {
      const { user, plan } = ctx.state.auth;
      const now = new Date();
      const left = await filesLeftToday(db, { owner: ownerOf(ctx.state.auth), ip: ctx.ip }, plan, now);
      ctx.body = await usageStats(db, user.id, plan, left, now);
    },
  );

  return routes;
}
