import { formatInteger } from "@client/lib/format";
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { SERVICES } from "@shared/catalog";
import { PLANS, type PlanId } from "@shared/plans";

/** What a plan gives, in words, from the plan table (shared/plans.ts); PlanFeatureList shows it. */
export function planFeatures(i18n: I18n, id: PlanId): string[] {
  const plan = PLANS[id];
  const n = (value: number) => formatInteger(value, i18n.locale);
  const services = plan.services.map((s) => SERVICES[s].name).join(", ");
  const languages = n(plan.languages.length);
  const perDay = n(plan.filesPerDay ?? 0);
  const subtitles = n(plan.subtitlesPerFile ?? 0);
  const days = n(plan.historyDays ?? 0);
  const features = [
    i18n._(msg`Services: ${services}`),
    plan.filesPerDay === null ? i18n._(msg`Unlimited files`) : i18n._(msg`${perDay} files a day`),
    plan.subtitlesPerFile === null
      ? i18n._(msg`Files of any length`)
      : i18n._(msg`Up to ${subtitles} subtitles per file`),
    id === "free" ? i18n._(msg`SRT and VTT files`) : i18n._(msg`Every subtitle format`),
    i18n._(msg`${languages} languages`),
    plan.historyDays === null ? i18n._(msg`Unlimited history`) : i18n._(msg`History kept ${days} days`),
  ];
  if (plan.priorityQueue) features.push(i18n._(msg`Priority queue`));
  if (plan.parallelJobs > 1) {
    const parallel = n(plan.parallelJobs);
    features.push(i18n._(msg`${parallel} translations at once`));
  }
  return features;
}
