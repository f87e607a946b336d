import { parseArgs } from "node:util";
import { subscriptionsOf } from "@server/billing/subscriptions";
import type { Db } from "@server/db";
import { toIso } from "@server/db/values";
import { effectivePlanId, planOf } from "@server/policies/plan";
import { listSessions } from "@server/sessions/repository";
import { filesLeftToday } from "@server/usage/quota";
import { usageStats } from "@server/usage/stats";
import { findUserByEmail, setPlan } from "@server/users/repository";
import { PLANS, type PlanId } from "@shared/plans";
import type { Io } from "./commands";
import { UsageError } from "./read";

/**
 * `polysub admin …`: support commands on the configured database (DATA_DIR or DATABASE_URL, as the server).
 * set-plan writes the columns planOf reads, so it works for tests that need a paid user without a checkout; a
 * later Stripe event about the account's subscription takes over again.
 */
export async function adminCommand(argv: string[], io: Io, db: Db, now: Date = new Date()): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { until: { type: "string" }, json: { type: "boolean" } },
  });
  const [command, email, planArg, ...rest] = positionals;
  if (!command) throw new UsageError("admin: missing command (set-plan or user)");
  if (!email) throw new UsageError(`admin ${command}: missing EMAIL`);
  const user = await findUserByEmail(db, email);
  if (!user) {
    io.err(`polysub: no account with the address ${email}\n`);
    return 1;
  }

  if (command === "set-plan") {
    if (rest.length > 0) throw new UsageError(`unexpected arguments: ${rest.join(" ")}`);
    if (!planArg || !Object.hasOwn(PLANS, planArg))
      throw new UsageError("admin set-plan: PLAN must be free, premium or pro");
    const plan = planArg as PlanId;
    let until: string | null = null;
    if (values.until !== undefined) {
      const time = Date.parse(values.until);
      if (Number.isNaN(time))
        throw new UsageError(`admin set-plan: --until must be a date, got "${values.until}"`);
      if (plan === "free") throw new UsageError("admin set-plan: --until applies to a paid plan");
      until = new Date(time).toISOString();
    }
    await setPlan(db, user.id, plan, until, now);
    io.out(`${user.email}: plan ${plan}${until ? ` until ${until}` : ""}\n`);
    return 0;
  }

  if (command === "user") {
    if (planArg !== undefined) throw new UsageError(`unexpected arguments: ${[planArg, ...rest].join(" ")}`);
    const owner = { deviceId: null, userId: user.id };
    const plan = await planOf(db, owner, now);
    const left = await filesLeftToday(db, { owner, ip: "" }, plan, now);
    const report = {
      id: user.id,
      email: user.email,
      plan: plan.id,
      stored_plan: user.plan,
      plan_until: user.plan_until ? toIso(user.plan_until) : null,
      effective_plan: effectivePlanId(user, now),
      subscriptions: (await subscriptionsOf(db, user.id)).map((s) => ({
        id: s.id,
        plan: s.plan,
        status: s.status,
        cancel_at_period_end: Boolean(s.cancel_at_period_end),
        current_period_end: s.current_period_end ? toIso(s.current_period_end) : null,
      })),
      usage: await usageStats(db, user.id, plan, left, now),
      sessions: (await listSessions(db, user.id, now)).map((s) => ({
        id: s.id,
        created_at: toIso(s.created_at),
        last_seen_at: toIso(s.last_seen_at),
        ip: s.ip,
        user_agent: s.user_agent,
      })),
    };
    if (values.json) {
      io.out(`${JSON.stringify(report, null, 2)}\n`);
      return 0;
    }
    const { current_month: month, total_stats: total } = report.usage;
    const lines = [
      `${report.email} (${report.id})`,
      `plan: ${report.plan}${report.plan_until ? ` until ${report.plan_until}` : ""}`,
      ...report.subscriptions.map(
        (s) =>
          `subscription ${s.id}: ${s.plan} ${s.status}${s.cancel_at_period_end ? " (cancelling at period end)" : ""}` +
          `${s.current_period_end ? `, period ends ${s.current_period_end}` : ""}`,
      ),
      `today: ${left === null ? "no daily limit" : `${left} of ${plan.filesPerDay} files left`}`,
      `this month: ${month.files_translated} files, ${month.subtitles_translated} subtitles, ${month.storage_used_mb} MB`,
      `all time: ${total.files_processed} files, ${total.subtitles_processed} subtitles, last activity ${total.last_activity ?? "never"}`,
      `sessions (${report.sessions.length}):`,
      ...report.sessions.map(
        (s) =>
          `  ${s.id}  since ${s.created_at}  last seen ${s.last_seen_at}  ${s.ip ?? "-"}  ${s.user_agent ?? "-"}`,
      ),
    ];
    io.out(`${lines.join("\n")}\n`);
    return 0;
  }
  throw new UsageError(`admin: unknown command "${command}"`);
}
