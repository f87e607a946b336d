import { formatInteger } from "@client/lib/format";
import { languageName } from "@client/lib/languageNames";
import { intlLocale } from "@client/lib/locales";
import { PLAN_NAMES } from "@client/lib/planNames";
import { useLingui } from "@lingui/react/macro";
import { FORMATS, type FormatId, SERVICES } from "@shared/catalog";
import type { PlanRefusal } from "@shared/planRules";
import type { PlanId } from "@shared/plans";

function list(items: readonly string[], locale: string): string {
  return new Intl.ListFormat(intlLocale(locale), { type: "conjunction" }).format(items);
}

/** A format as users know it: its file extension ("ASS", "SUB"). */
function formatLabel(format: string): string {
  const known = FORMATS[format as FormatId];
  return (known ? known.extension.slice(1) : format).toUpperCase();
}

function useRefusalText(plan: PlanId) {
  const { t, i18n } = useLingui();
  const planName = i18n._(PLAN_NAMES[plan]);
  const names = (codes: readonly string[]) =>
    list(
      codes.map((code) => languageName(code, i18n.locale)),
      i18n.locale,
    );
  return (refusal: PlanRefusal): string => {
    const needs = refusal.needs ? i18n._(PLAN_NAMES[refusal.needs]) : null;
    switch (refusal.rule) {
      case "service": {
        const service = SERVICES[refusal.service].name;
        return needs ? t`${service} needs ${needs}.` : t`${service} is not in your plan.`;
      }
      case "format": {
        const format = formatLabel(refusal.format);
        return needs ? t`${format} files need ${needs}.` : t`${format} files are not in your plan.`;
      }
      case "subtitles": {
        const limit = formatInteger(refusal.limit, i18n.locale);
        const count = formatInteger(refusal.subtitles, i18n.locale);
        return t`The ${planName} plan translates files of up to ${limit} subtitles; this one has ${count}.`;
      }
      case "languages": {
        const refused = names(refusal.languages);
        const allowed = names(refusal.allowed);
        return refusal.languages.length === 1
          ? t`${refused} is not in the ${planName} plan’s languages: ${allowed}.`
          : t`${refused} are not in the ${planName} plan’s languages: ${allowed}.`;
      }
      case "files_today": {
        const limit = formatInteger(refusal.limit, i18n.locale);
        return t`You have translated today’s ${limit} files of the ${planName} plan. Come back tomorrow or upgrade.`;
      }
    }
  };
}

/** In place of "Ready to translate": each rule of the plan that blocks this start, in words. */
export function PlanRefusals({ plan, refusals }: { plan: PlanId; refusals: readonly PlanRefusal[] }) {
  const text = useRefusalText(plan);
  return (
    <ul className="space-y-1 font-semibold" aria-live="polite" data-testid="plan-refusals">
      {refusals.map((refusal) => (
        <li key={refusal.rule} className="break-words">
          {text(refusal)}
        </li>
      ))}
    </ul>
  );
}
