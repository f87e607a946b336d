import { SERVICES, type ServiceId } from "@shared/catalog";
import { type PlanRefusal, REFUSAL_CODE } from "@shared/planRules";
import { PLANS, type Plan, type PlanId } from "@shared/plans";
import type { Db } from "../db";
import { toIso } from "../db/values";
import { AppError, RetryLaterError } from "../errors";
import { secondsUntilNextUtcDay } from "../usage/periods";
import { findUserById, type UserRow } from "../users/repository";
import type { Owner } from "./owner";

/**
 * The plan a stored account is on at `now`: the `plan` column until `plan_until`, then free. The billing webhook
 * and the support command write those two columns; this is the one reader, so a lapsed paid period needs no
 * sweep to end.
 */
export function effectivePlanId(user: Pick<UserRow, "plan" | "plan_until">, now: Date): PlanId {
  if (user.plan_until !== null && user.plan_until !== undefined) {
    if (Date.parse(toIso(user.plan_until)) <= now.getTime()) return "free";
  }
  return Object.hasOwn(PLANS, user.plan) ? user.plan : "free";
}

/** What a caller's account lets them do at `now`: its plan, and whether its address is verified. */
export interface Standing {
  plan: Plan;
  emailVerified: boolean;
}

const VISITOR: Standing = { plan: PLANS.free, emailVerified: false };

/**
 * The standing of a caller: a signed-in user's, read from the account at `now`; visitors (and an account that no
 * longer exists) get the free plan (DECISIONS.md). A route reads its caller's from `ctx.state.auth` instead; this
 * reads it again where a command must decide on the account's state inside its transaction.
 */
export async function standingOf(db: Db, owner: Owner, now: Date = new Date()): Promise<Standing> {
  if (owner.userId === null) return VISITOR;
  return accountStanding(await findUserById(db, owner.userId), now);
}

/** The standing of an account already read (the authenticate step's), or a visitor's when there is none. */
export function accountStanding(
  user: Pick<UserRow, "plan" | "plan_until" | "email_verified_at"> | null | undefined,
  now: Date,
): Standing {
  if (!user) return VISITOR;
  return { plan: PLANS[effectivePlanId(user, now)], emailVerified: user.email_verified_at !== null };
}

/** The plan whose rules apply to a caller at `now` (see standingOf). */
export async function planOf(db: Db, owner: Owner, now: Date = new Date()): Promise<Plan> {
  return (await standingOf(db, owner, now)).plan;
}

/** The plan's services the caller may use now: a paid one only once the account's address is verified (DECISIONS.md). */
export function usableServices(standing: Standing): ServiceId[] {
  return standing.plan.services.filter((service) => standing.emailVerified || !SERVICES[service].paid);
}

/** Queue priority of a plan's jobs: workers claim higher values first (server/jobs/repository.ts). */
export function queuePriority(plan: Plan): number {
  return plan.priorityQueue ? 1 : 0;
}

/** The error a start answers for the first rule of shared/planRules.ts that refuses it, with its code there. */
export function refusalError(plan: Plan, refusal: PlanRefusal, now: Date): AppError {
  const named = `The ${plan.id} plan`;
  const upgrade = refusal.needs ? `: upgrade to ${refusal.needs}` : "";
  switch (refusal.rule) {
    case "service":
      return new AppError(
        REFUSAL_CODE.service,
        `${named} does not include ${SERVICES[refusal.service].name}${upgrade}`,
      );
    case "format":
      return new AppError(
        REFUSAL_CODE.format,
        `${named} translates ${plan.formats.join(" and ")} files, not ${refusal.format}${upgrade}`,
      );
    case "subtitles":
      return new AppError(
        REFUSAL_CODE.subtitles,
        `${named} translates files of up to ${refusal.limit} subtitles; this one has ${refusal.subtitles}`,
      );
    case "languages":
      return new AppError(
        REFUSAL_CODE.languages,
        `${named} does not include ${refusal.languages.join(", ")}; it includes ${refusal.allowed.join(", ")}`,
      );
    case "files_today":
      return new RetryLaterError(
        REFUSAL_CODE.files_today,
        `${named} translates ${refusal.limit} files a day: come back tomorrow or upgrade`,
        secondsUntilNextUtcDay(now),
      );
  }
}
