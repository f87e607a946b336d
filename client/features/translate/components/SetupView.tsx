import { useLingui } from "@lingui/react/macro";
import { ArrowLeft, PanelRightClose, PanelRightOpen, Play, WifiOff } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router-dom";
import { SERVICES } from "../../../../shared/catalog";
import { type LanguagePairProblem, languagePairProblems } from "../../../../shared/languagePair";
import { ErrorPanel } from "../../../components/ErrorPanel";
import type { StoredFile } from "../../../db/types";
import { describeError } from "../../../lib/errorMessages";
import { formatInteger } from "../../../lib/format";
import { languageName } from "../../../lib/languageNames";
import { useOnline } from "../../../lib/useOnline";
import { useStartTranslation } from "../api/startTranslation";
import { useServiceAvailability } from "../hooks/useServiceAvailability";
import { useTranslationForm } from "../hooks/useTranslationForm";
import { isAvailable } from "../services";
import { startRequest } from "../startRequest";
import { AdvancedOptions } from "./AdvancedOptions";
import { FileSidePanel } from "./FileSidePanel";
import { LanguageFields } from "./LanguageFields";
import { ServiceCards } from "./ServiceCards";

function useProblemText() {
  const { t } = useLingui();
  return (problem: LanguagePairProblem, service: string, source: string, target: string): string => {
    switch (problem) {
      case "same_language":
        return t`Choose two different languages.`;
      case "source_not_supported":
        return t`${service} cannot translate from ${source}.`;
      case "target_not_supported":
        return t`${service} cannot translate into ${target}.`;
      case "unknown_source_language":
      case "unknown_target_language":
        return t`Choose a language from the list.`;
    }
  };
}

export function SetupView({ file }: { file: StoredFile }) {
  const { t, i18n } = useLingui();
  const panelId = useId();
  const [panelOpen, setPanelOpen] = useState(true);
  const availability = useServiceAvailability();
  const { form, update, swap } = useTranslationForm(file, availability);
  const starting = useStartTranslation();
  const problemText = useProblemText();
  const online = useOnline();

  if (!form) return <div className="skeleton h-96 w-full" />;

  const detected = file.detected_language ?? file.summary.detected_language;
  const effectiveSource = form.source_language === "auto" ? (detected ?? "auto") : form.source_language;
  const sourceName =
    effectiveSource === "auto" ? t`detected language` : languageName(effectiveSource, i18n.locale);
  const targetName = languageName(form.target_language, i18n.locale);
  const serviceName = SERVICES[form.service].name;
  const count = formatInteger(file.subtitle_count, i18n.locale);
  const problems = languagePairProblems(effectiveSource, form.target_language, form.service);
  // Offline, Start queues the translation: it is sent by itself when the connection comes back.
  const canStart = problems.length === 0 && isAvailable(availability, form.service) && !starting.isPending;

  const onStart = () =>
    starting.mutate({
      fileId: file.file_id,
      filename: file.filename,
      body: startRequest(form, form.settings),
    });

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link to="/" className="btn btn-ghost min-h-11">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t`Back to home`}
        </Link>
        <button
          type="button"
          className="btn btn-ghost min-h-11"
          aria-expanded={panelOpen}
          aria-controls={panelId}
          onClick={() => setPanelOpen((open) => !open)}
        >
          {panelOpen ? (
            <PanelRightClose aria-hidden="true" className="size-4" />
          ) : (
            <PanelRightOpen aria-hidden="true" className="size-4" />
          )}
          {panelOpen ? t`Hide file details` : t`Show file details`}
        </button>
      </div>
      <div className={`grid gap-6 ${panelOpen ? "lg:grid-cols-[1fr_20rem]" : ""}`}>
        <section aria-labelledby="setup-title" className="card border border-base-300 bg-base-100">
          <div className="card-body gap-6 p-4 sm:p-6">
            <h1 id="setup-title" className="card-title text-2xl">
              {t`Translation settings`}
            </h1>
            <LanguageFields
              source={form.source_language}
              target={form.target_language}
              service={form.service}
              detected={detected}
              onChange={update}
              onSwap={swap}
            />
            <ServiceCards
              value={form.service}
              availability={availability}
              onChange={(service) => update({ service })}
            />
            <AdvancedOptions settings={form.settings} onChange={(settings) => update({ settings })} />
            {problems.length > 0 && (
              <ul className="space-y-1 text-sm text-error" aria-live="polite">
                {problems.map((problem) => (
                  <li key={problem}>{problemText(problem, serviceName, sourceName, targetName)}</li>
                ))}
              </ul>
            )}
            <div className="flex flex-col gap-4 rounded-box bg-base-200 p-4 sm:flex-row sm:items-center">
              <div className="flex-1">
                <p className="font-semibold">{t`Ready to translate`}</p>
                <p className="text-sm opacity-80 tabular">
                  {t`${count} subtitles · ${sourceName} → ${targetName} · ${serviceName}`}
                </p>
              </div>
              <button
                type="button"
                data-testid="start-translation"
                className="btn btn-primary min-h-11"
                disabled={!canStart}
                onClick={onStart}
              >
                <Play aria-hidden="true" className="size-4" />
                {starting.isPending
                  ? t`Starting…`
                  : online
                    ? t`Start translation`
                    : t`Start when back online`}
              </button>
            </div>
            {!online && (
              <p role="status" className="alert alert-info alert-soft">
                <WifiOff aria-hidden="true" className="size-5" />
                {t`You are offline. Start now and the translation is sent by itself when the connection comes back.`}
              </p>
            )}
            {starting.error && <ErrorPanel {...describeError(i18n, starting.error, "start")} />}
          </div>
        </section>
        {panelOpen && <FileSidePanel file={file} id={panelId} />}
      </div>
    </div>
  );
}
