import { PLANS, type Plan } from "../../shared/plans";
import type { Owner } from "./owner";

/**
 * The plan whose rules apply to a caller. Visitors translate with the free plan (DECISIONS.md); until accounts
 * exist every caller is a visitor. The plans issue reads a signed-in user's subscription here.
 */
export function planOf(_owner: Owner): Plan {
  return PLANS.free;
}

/** Queue priority of a plan's jobs: workers claim higher values first (server/jobs/queue.ts). */
export function queuePriority(plan: Plan): number {
  return plan.priorityQueue ? 1 : 0;
}
