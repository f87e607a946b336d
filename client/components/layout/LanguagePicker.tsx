import { activateLocale } from "@client/lib/i18n";
import { isLocale, LOCALE_NATIVE_NAMES, LOCALES } from "@client/lib/locales";
import { useLingui } from "@lingui/react/macro";
import { Languages } from "lucide-react";

export function LanguagePicker() {
  const { i18n, t } = useLingui();
  return (
    <label className="flex items-center gap-1">
      <Languages aria-hidden="true" className="hidden size-4 opacity-70 sm:block" />
      <span className="sr-only">{t`Interface language`}</span>
      <select
        className="select select-ghost select-sm min-h-11 w-auto pr-7 sm:pr-8"
        value={i18n.locale}
        onChange={(event) => {
          const next = event.target.value;
          if (isLocale(next)) void activateLocale(next);
        }}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NATIVE_NAMES[locale]}
          </option>
        ))}
      </select>
    </label>
  );
}
