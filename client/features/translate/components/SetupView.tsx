import { ErrorPanel } from "@client/components/ErrorPanel";
import type { StoredFile } from "@client/db/types";
import { describeError } from "@client/lib/errorMessages";
import { formatInteger } from "@client/lib/format";
import { describeShortQuota } from "@client/lib/jobMessages";
import { languageName } from "@client/lib/languageNames";
import { DEVICE_SERVICE_NAME } from "@client/lib/serviceNames";
import { useOnline } from "@client/lib/useOnline";
import { useLingui } from "@lingui/react/macro";
import type { PlanLimitsResponse } from "@shared/api/profile";
import { SERVICE_IDS, SERVICES, type ServiceId } from "@shared/catalog";
import { type LanguagePairProblem, languagePairProblems } from "@shared/languagePair";
import { allowedServices, refusalsUnder } from "@shared/planRules";
import { readingLimits, SHORTENING_SERVICE } from "@shared/readingLimits";
import {
  ArrowLeft,
  Crown,
  Hourglass,
  MonitorSmartphone,
  PanelRightClose,
  PanelRightOpen,
  Play,
  WifiOff,
} from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { Link } from "react-router-dom";
import { useStartTranslation } from "../api/startTranslation";
import { startDeviceRun } from "../device/run";
import { useDeviceAvailability } from "../hooks/useDeviceAvailability";
import { sentGlossary, useGlossary, useResendGlossaries, useSignedInDevice } from "../hooks/useGlossary";
import { useServiceAvailability } from "../hooks/useServiceAvailability";
import { useTranslationForm } from "../hooks/useTranslationForm";
import { isAvailable, type ServiceAvailability } from "../services";
import { startRequest } from "../startRequest";
import { AdvancedOptions } from "./AdvancedOptions";
import { EstimatePanel } from "./EstimatePanel";
import { FileSidePanel } from "./FileSidePanel";
import { GlossaryPanel } from "./GlossaryPanel";
import { KeepReadingSpeedOption } from "./KeepReadingSpeedOption";
import { LanguageFields } from "./LanguageFields";
import { PlanRefusals } from "./PlanRefusals";
import { RollingCaptionsOption } from "./RollingCaptionsOption";
import { ServiceCards } from "./ServiceCards";
import { type Formality, hasFormality, SpeakerFormality } from "./SpeakerFormality";

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

interface SetupProps {
  file: StoredFile;
  /** The caller's plan limits (GET /auth/limits); undefined while unknown, when the server alone decides. */
  limits?: PlanLimitsResponse;
  /** The plan card shown at the top of the side panel. */
  planCard?: ReactNode;
}

export function SetupView({ file, limits, planCard }: SetupProps) {
  const { t, i18n } = useLingui();
  const panelId = useId();
  const [panelOpen, setPanelOpen] = useState(true);
  const { availability: configured, quota, models } = useServiceAvailability();
  const allowed = allowedServices(limits);
  // The form never settles on a service the plan locks, even before the server said which it configured.
  const availability: ServiceAvailability = allowed
    ? (Object.fromEntries(
        SERVICE_IDS.map((id) => [id, (configured?.[id] ?? true) && allowed.includes(id)]),
      ) as Record<ServiceId, boolean>)
    : configured;
  const { form, update, swap } = useTranslationForm(file, availability, limits?.available_languages);
  const starting = useStartTranslation();
  const problemText = useProblemText();
  const online = useOnline();
  // Rolling auto-captions are translated collapsed unless the user unticks it: the count, the character estimate
  // and the start body then all speak of the collapsed subtitles.
  const [collapse, setCollapse] = useState(true);
  const collapsed = file.summary.rolling_captions ? file.summary.collapsed : undefined;
  const collapsing = collapse && collapsed !== undefined;
  // Off by default: shortening rewrites the translation, which the user asks for knowingly.
  const [keepSpeed, setKeepSpeed] = useState(false);
  const mayShorten =
    (allowed ?? []).includes(SHORTENING_SERVICE) && isAvailable(configured, SHORTENING_SERVICE);
  const [formality, setFormality] = useState<Record<string, Formality>>({});
  const detected = file.detected_language ?? file.summary.detected_language;
  const effectiveSource =
    form?.source_language === "auto" ? (detected ?? "auto") : (form?.source_language ?? "auto");
  const signedIn = useSignedInDevice();
  useResendGlossaries(signedIn);
  const glossary = useGlossary(
    {
      series: form?.settings.series?.trim() ?? "",
      source_language: effectiveSource,
      target_language: form?.target_language ?? "",
    },
    signedIn,
  );
  // The device's own translator (issue 39 item 8): offered where the browser has one for the pair.
  const device = useDeviceAvailability(effectiveSource, form?.target_language ?? "");
  const [deviceChosen, setDeviceChosen] = useState(false);
  const deviceBytes = file.bytes ?? file.unsent;
  const onDevice = deviceChosen && device !== null && deviceBytes !== undefined;
  const body = form
    ? startRequest(form, form.settings, {
        collapseRolling: collapsing,
        keepReadingSpeed: keepSpeed && mayShorten,
        glossary: sentGlossary(glossary),
        speakerFormality: hasFormality(form.target_language) ? formality : {},
      })
    : undefined;

  if (!form || !body) return <div className="skeleton h-96 w-full" />;

  const sourceName =
    effectiveSource === "auto" ? t`detected language` : languageName(effectiveSource, i18n.locale);
  const targetName = languageName(form.target_language, i18n.locale);
  const serviceName = onDevice ? i18n._(DEVICE_SERVICE_NAME) : SERVICES[form.service].name;
  const subtitles = collapsing ? collapsed.subtitle_count : file.subtitle_count;
  const count = formatInteger(subtitles, i18n.locale);
  // The device asks nothing of the server: no plan rule, no quota, only a pair the browser said it translates.
  const problems = onDevice ? [] : languagePairProblems(effectiveSource, form.target_language, form.service);
  // The server's start asks the same function: what it would refuse is said here, before the click.
  const refusals =
    limits && !onDevice
      ? refusalsUnder(limits, {
          service: form.service,
          format: file.format,
          subtitles,
          languages: [effectiveSource, form.target_language],
        })
      : [];
  // Offline, Start queues the translation: it is sent by itself when the connection comes back.
  const canStart =
    problems.length === 0 &&
    refusals.length === 0 &&
    (onDevice || isAvailable(availability, form.service)) &&
    !starting.isPending;
  // Today's quota of the chosen service, when it is known and will not cover the file.
  const day = onDevice ? undefined : quota?.[form.service];
  const characters = collapsing ? collapsed.characters : file.summary.characters;
  const shortQuota =
    day && day.remaining_today !== null && characters !== undefined && characters > day.remaining_today
      ? describeShortQuota(i18n, {
          service: serviceName,
          remaining: formatInteger(day.remaining_today, i18n.locale),
          characters: formatInteger(characters, i18n.locale),
          resetsAt: day.resets_at,
        })
      : null;

  const onStart = () => {
    if (onDevice) {
      const { settings } = form;
      startDeviceRun({
        file,
        bytes: deviceBytes,
        options: {
          source_language: effectiveSource,
          target_language: form.target_language,
          sentence_aware: settings.sentence_aware,
          collapse_rolling: collapsing,
          ...(settings.lyrics && { lyrics: settings.lyrics }),
          ...(settings.sound_descriptions && { sound_descriptions: settings.sound_descriptions }),
          glossary: glossary.terms,
        },
        preserveFormatting: settings.preserve_formatting,
        // The user's own reading limits, as the server's report is asked for them (api/getReport.ts).
        limits: {
          ...readingLimits(form.target_language),
          ...(settings.max_cps !== undefined && { max_cps: settings.max_cps }),
          ...(settings.max_line_length !== undefined && { max_line_length: settings.max_line_length }),
          ...(settings.max_lines !== undefined && { max_lines: settings.max_lines }),
        },
      });
      return;
    }
    starting.mutate({
      fileId: file.file_id,
      filename: file.filename,
      body,
    });
  };

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
      {/* items-start: the settings card ends with its content instead of stretching to the side panel's height.
          minmax(0, 1fr) columns: a long word inside the cards wraps there instead of widening the page. */}
      <div
        className={`grid grid-cols-1 items-start gap-6 ${panelOpen ? "lg:grid-cols-[minmax(0,1fr)_20rem]" : ""}`}
      >
        <section aria-labelledby="setup-title" className="card border border-base-300 bg-base-100">
          <div className="card-body gap-6 p-4 sm:p-6">
            <h1 id="setup-title" className="card-title text-xl sm:text-2xl">
              {t`Translation settings`}
            </h1>
            <LanguageFields
              source={form.source_language}
              target={form.target_language}
              service={form.service}
              allowed={limits ? limits.available_languages : null}
              detected={detected}
              onChange={update}
              onSwap={swap}
            />
            <ServiceCards
              value={form.service}
              availability={configured}
              models={models}
              allowed={allowed}
              awaitingVerification={limits?.services_awaiting_verification ?? []}
              onChange={(service) => {
                setDeviceChosen(false);
                update({ service });
              }}
              device={
                device && {
                  availability: device,
                  selected: onDevice,
                  usable: deviceBytes !== undefined,
                  onSelect: () => setDeviceChosen(true),
                }
              }
            />
            {collapsed && (
              <RollingCaptionsOption
                collapsedCount={collapsed.subtitle_count}
                checked={collapse}
                onChange={setCollapse}
              />
            )}
            {mayShorten && !onDevice && (
              <KeepReadingSpeedOption checked={keepSpeed} onChange={setKeepSpeed} />
            )}
            <GlossaryPanel
              series={form.settings.series ?? ""}
              onSeriesChange={(series) => update({ settings: { ...form.settings, series } })}
              glossary={glossary}
              signedIn={signedIn}
              suggested={file.summary.suggested_terms ?? []}
              pair={`${sourceName} → ${targetName}`}
            />
            {(file.summary.speakers?.length ?? 0) > 0 && hasFormality(form.target_language) && !onDevice && (
              <SpeakerFormality
                speakers={file.summary.speakers ?? []}
                value={formality}
                onChange={setFormality}
              />
            )}
            <AdvancedOptions settings={form.settings} onChange={(settings) => update({ settings })} />
            {problems.length > 0 && (
              <ul className="space-y-1 text-sm text-error" aria-live="polite">
                {problems.map((problem) => (
                  <li key={problem}>{problemText(problem, serviceName, sourceName, targetName)}</li>
                ))}
              </ul>
            )}
            {shortQuota && (
              <p role="status" data-testid="quota-warning" className="alert alert-warning alert-soft">
                <Hourglass aria-hidden="true" className="size-5 shrink-0" />
                {shortQuota}
              </p>
            )}
            {onDevice ? (
              <p className="alert alert-info alert-soft" data-testid="device-note">
                <MonitorSmartphone aria-hidden="true" className="size-5 shrink-0" />
                {t`Translated by your browser on this device: offline too, the text never leaves it, and nothing is counted on your plan.`}
              </p>
            ) : (
              <EstimatePanel fileId={file.unsent ? undefined : file.file_id} body={body} online={online} />
            )}
            <div className="flex flex-col gap-4 rounded-box bg-base-200 p-4 sm:flex-row sm:items-center">
              <div className="min-w-0 flex-1">
                {limits && refusals.length > 0 ? (
                  <PlanRefusals plan={limits.plan} refusals={refusals} />
                ) : (
                  <p className="font-semibold">{t`Ready to translate`}</p>
                )}
                <p className="text-sm opacity-80 tabular">
                  {t`${count} subtitles · ${sourceName} → ${targetName} · ${serviceName}`}
                </p>
              </div>
              {refusals.some((refusal) => refusal.needs !== null) && (
                <Link to="/pricing" className="btn btn-outline min-h-11" data-testid="refusal-upgrade">
                  <Crown aria-hidden="true" className="size-4" />
                  {t`Upgrade`}
                </Link>
              )}
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
                  : online || onDevice
                    ? t`Start translation`
                    : t`Start when back online`}
              </button>
            </div>
            {!online && !onDevice && (
              <p role="status" className="alert alert-info alert-soft">
                <WifiOff aria-hidden="true" className="size-5" />
                {t`You are offline. Start now and the translation is sent by itself when the connection comes back.`}
              </p>
            )}
            {starting.error && <ErrorPanel {...describeError(i18n, starting.error, "start")} />}
          </div>
        </section>
        {panelOpen && <FileSidePanel file={file} id={panelId} plan={planCard} />}
      </div>
    </div>
  );
}
