import { SelectField } from "@client/components/SelectField";
import { languageName } from "@client/lib/languageNames";
import { useLingui } from "@lingui/react/macro";
import type { ServiceId } from "@shared/catalog";
import { PICKER_LANGUAGES, SUPPORTED_LANGUAGES, serviceSupports } from "@shared/languages";
import { ArrowLeftRight } from "lucide-react";
import { useMemo } from "react";

interface Props {
  source: string;
  target: string;
  service: ServiceId;
  /** The plan's languages; null while unknown (every language the service supports is offered). */
  allowed: readonly string[] | null;
  detected: string | null;
  onChange: (patch: { source_language?: string; target_language?: string }) => void;
  onSwap: () => void;
}

function useLanguageOptions(service: ServiceId, allowed: readonly string[] | null) {
  const { i18n } = useLingui();
  return useMemo(() => {
    const named = (code: string) => ({ code, name: languageName(code, i18n.locale) });
    const supported = SUPPORTED_LANGUAGES.filter(
      (code) => serviceSupports(service, code) && (allowed === null || allowed.includes(code)),
    );
    const common = supported.filter((code) => PICKER_LANGUAGES.includes(code)).map(named);
    const others = supported
      .filter((code) => !PICKER_LANGUAGES.includes(code))
      .map(named)
      .sort((a, b) => a.name.localeCompare(b.name, i18n.locale));
    return { common, others };
  }, [service, allowed, i18n.locale]);
}

function LanguageOptions({ options }: { options: ReturnType<typeof useLanguageOptions> }) {
  const { t } = useLingui();
  const groups = [
    { label: t`Common languages`, languages: options.common },
    { label: t`Other languages`, languages: options.others },
  ];
  return groups.map((group) => (
    <optgroup key={group.label} label={group.label}>
      {group.languages.map((language) => (
        <option key={language.code} value={language.code}>
          {language.name}
        </option>
      ))}
    </optgroup>
  ));
}

export function LanguageFields({ source, target, service, allowed, detected, onChange, onSwap }: Props) {
  const { t, i18n } = useLingui();
  const options = useLanguageOptions(service, allowed);
  const detectedName = detected ? languageName(detected, i18n.locale) : null;
  return (
    <div className="grid items-end gap-3 sm:grid-cols-[1fr_auto_1fr]">
      <SelectField
        label={t`Translate from`}
        testId="source-language"
        value={source}
        onChange={(value) => onChange({ source_language: value })}
      >
        <option value="auto">
          {detectedName ? t`Detect automatically (${detectedName})` : t`Detect automatically`}
        </option>
        <LanguageOptions options={options} />
      </SelectField>
      <button
        type="button"
        className="btn btn-ghost btn-square touch-target justify-self-center"
        aria-label={t`Swap languages`}
        title={t`Swap languages`}
        disabled={source === "auto"}
        onClick={onSwap}
      >
        <ArrowLeftRight aria-hidden="true" className="size-5" />
      </button>
      <SelectField
        label={t`Translate into`}
        testId="target-language"
        value={target}
        onChange={(value) => onChange({ target_language: value })}
      >
        <LanguageOptions options={options} />
      </SelectField>
    </div>
  );
}
