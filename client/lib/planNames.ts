import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { PlanId } from "@shared/plans";

export const PLAN_NAMES: Record<PlanId, MessageDescriptor> = {
  free: msg`Free`,
  premium: msg`Premium`,
  pro: msg`Pro`,
};
