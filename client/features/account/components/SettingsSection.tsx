import { SelectField } from "@client/components/SelectField";
import { languageName } from "@client/lib/languageNames";
import { LOCALE_NATIVE_NAMES } from "@client/lib/locales";
import { showToast } from "@client/lib/toasts";
import { useLingui } from "@lingui/react/macro";
import type { Preferences } from "@shared/api/profile";
import { SERVICES, type ServiceId } from "@shared/catalog";
import { INTERFACE_LANGUAGES } from "@shared/locales";
import { PLANS, type PlanId, planExportFormats } from "@shared/plans";
import { useState } from "react";
import { applyTranslateDefaults } from "../translateDefaults";
import { PreferencesForm } from "./PreferencesForm";
import { PreferencesLoader } from "./PreferencesLoader";

type Defaults = Pick<
  Preferences,
  | "default_source_language"
  | "default_target_language"
  | "default_translation_service"
  | "default_export_format"
  | "interface_language"
>;

export function SettingsSection({ plan }: { plan: PlanId }) {
  return (
    <PreferencesLoader>
      {(preferences) => <SettingsForm initial={preferences} plan={plan} />}
    </PreferencesLoader>
  );
}

/**
 * The defaults of /translate, offered within the plan (spec section 6: openai for pro, deepl for premium and pro),
 * and the language of the mails. Saving also makes them this device's starting choices.
 */
function SettingsForm({ initial, plan }: { initial: Preferences; plan: PlanId }) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState<Defaults>({
    default_source_language: initial.default_source_language,
    default_target_language: initial.default_target_language,
    default_translation_service: initial.default_translation_service,
    default_export_format: initial.default_export_format,
    interface_language: initial.interface_language,
  });
  const allowed = PLANS[plan];
  const languageOptions = [...allowed.languages]
    .sort((a, b) => languageName(a, i18n.locale).localeCompare(languageName(b, i18n.locale), i18n.locale))
    .map((code) => (
      <option key={code} value={code}>
        {languageName(code, i18n.locale)}
      </option>
    ));
  const formats = planExportFormats(allowed);
  const set = <K extends keyof Defaults>(key: K, value: Defaults[K]) =>
    setValues((previous) => ({ ...previous, [key]: value }));

  const onSaved = async (saved: Preferences) => {
    await applyTranslateDefaults(saved);
    showToast({ type: "success", description: t`Settings saved. New translations start with them.` });
  };

  return (
    <PreferencesForm title={t`Default settings`} testId="settings-form" values={values} onSaved={onSaved}>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t`Default source language`}
          value={values.default_source_language}
          onChange={(value) => set("default_source_language", value)}
        >
          <option value="auto">{t`Detect automatically`}</option>
          {languageOptions}
        </SelectField>
        <SelectField
          label={t`Default target language`}
          value={values.default_target_language}
          onChange={(value) => set("default_target_language", value)}
        >
          {languageOptions}
        </SelectField>
        <SelectField
          label={t`Default translation service`}
          value={values.default_translation_service}
          onChange={(value) => set("default_translation_service", value as ServiceId)}
        >
          {(Object.keys(SERVICES) as ServiceId[]).map((id) => {
            const serviceName = SERVICES[id].name;
            const included = allowed.services.includes(id);
            return (
              <option key={id} value={id} disabled={!included}>
                {included ? serviceName : t`${serviceName} (not in your plan)`}
              </option>
            );
          })}
        </SelectField>
        <SelectField
          label={t`Default export format`}
          value={values.default_export_format}
          onChange={(value) => set("default_export_format", value as Defaults["default_export_format"])}
        >
          {formats.map((format) => (
            <option key={format} value={format}>
              {format.toUpperCase()}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t`Language of emails`}
          value={values.interface_language}
          onChange={(value) => set("interface_language", value as Defaults["interface_language"])}
        >
          {INTERFACE_LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {LOCALE_NATIVE_NAMES[code]}
            </option>
          ))}
        </SelectField>
      </div>
    </PreferencesForm>
  );
}
