import { CheckboxField } from "@client/components/CheckboxField";
import { FileName } from "@client/components/FileName";
import { SelectField } from "@client/components/SelectField";
import { DEFAULT_PREFERENCES } from "@client/db/preferences";
import { describeError } from "@client/lib/errorMessages";
import { uploadFile } from "@client/lib/fileUpload";
import { formatInteger } from "@client/lib/format";
import { languageName } from "@client/lib/languageNames";
import { useLingui } from "@lingui/react/macro";
import type { PlanLimitsResponse } from "@shared/api/profile";
import { MAX_BATCH_FILES, MAX_BATCH_JOBS, MAX_BATCH_TARGETS } from "@shared/api/translate";
import { FALLBACK_ORDER, SERVICES, type ServiceId } from "@shared/catalog";
import { FREE_LANGUAGES } from "@shared/plans";
import { SHORTENING_SERVICE } from "@shared/readingLimits";
import { FilePlus, Layers, Play, X } from "lucide-react";
import { useId, useState } from "react";
import type { startBatch } from "../api/startBatch";
import { sentGlossary, useGlossary, useResendGlossaries, useSignedInDevice } from "../hooks/useGlossary";
import { useTranslationForm } from "../hooks/useTranslationForm";
import { batchRequest } from "../startRequest";
import { AdvancedOptions } from "./AdvancedOptions";
import { GlossaryPanel } from "./GlossaryPanel";
import { KeepReadingSpeedOption } from "./KeepReadingSpeedOption";

/** A file of the batch: sent at once, so Start only names the server's ids. */
interface BatchFile {
  key: string;
  name: string;
  state: "sending" | "sent" | "refused";
  fileId?: string;
  problem?: string;
}

interface Props {
  /** The caller's plan limits; while unknown, the free plan's languages and one file at a time are offered. */
  limits: PlanLimitsResponse | undefined;
  starting: boolean;
  onStart(body: Parameters<typeof startBatch>[0]): void;
}

/**
 * Many files into one or more languages: the files, the languages and the service, then one job per pair, with the
 * single setup's options where they apply to many files (its saved settings, glossary, reading speed, rolling
 * captions); a speaker's formality is left out, as the speakers are each file's own.
 */
export function BatchSetup({ limits, starting, onStart }: Props) {
  const { t, i18n } = useLingui();
  const inputId = useId();
  const [files, setFiles] = useState<BatchFile[]>([]);
  const [targets, setTargets] = useState<string[]>([]);
  const [source, setSource] = useState("auto");
  const languages = limits?.available_languages ?? FREE_LANGUAGES;
  const services = FALLBACK_ORDER.filter((id) => !limits || limits.supported_services.includes(id));
  const [chosenService, setService] = useState<ServiceId>("mymemory");
  const service = services.includes(chosenService) ? chosenService : (services[0] ?? "mymemory");
  // The day's files bound a batch as they bound single starts (-1: unlimited); the server refuses it whole beyond.
  const left = limits && limits.daily_remaining >= 0 ? limits.daily_remaining : MAX_BATCH_JOBS;
  const sent = files.filter((file) => file.state === "sent");
  const jobs = sent.length * targets.length;
  const overDay = jobs > Math.min(left, MAX_BATCH_JOBS);
  // The single setup's saved settings (context, genre, sentences, lyrics…): changed here, they are the device's too.
  const { form, update } = useTranslationForm(undefined, null, languages);
  const settings = form?.settings ?? DEFAULT_PREFERENCES.settings;
  // On, as for a single file of rolling captions: the server collapses those among the files and leaves the others.
  const [collapse, setCollapse] = useState(true);
  const [keepSpeed, setKeepSpeed] = useState(false);
  const mayShorten = services.includes(SHORTENING_SERVICE);
  const signedIn = useSignedInDevice();
  useResendGlossaries(signedIn);
  // A glossary holds one language pair: its terms are shown (and a visitor's sent) for a batch of one pair; into
  // several languages each job uses the account's glossary of the series for its own pair.
  const target = targets[0];
  const pair = source !== "auto" && targets.length === 1 && target ? { source, target } : undefined;
  const series = settings.series?.trim() ?? "";
  const glossary = useGlossary(
    { series: pair ? series : "", source_language: pair?.source ?? "", target_language: pair?.target ?? "" },
    signedIn,
  );

  const add = (picked: FileList | null) => {
    const room = MAX_BATCH_FILES - files.length;
    for (const file of Array.from(picked ?? []).slice(0, room)) {
      const key = crypto.randomUUID();
      setFiles((before) => [...before, { key, name: file.name, state: "sending" }]);
      const settle = (patch: Partial<BatchFile>) =>
        setFiles((before) => before.map((f) => (f.key === key ? { ...f, ...patch } : f)));
      uploadFile({ file })
        .then((uploaded) => settle({ state: "sent", fileId: uploaded.file_id }))
        .catch((error: unknown) => {
          const { title, description } = describeError(i18n, error, "upload");
          settle({ state: "refused", problem: `${title} ${description}` });
        });
    }
  };
  const toggleTarget = (code: string, on: boolean) =>
    setTargets((before) =>
      on ? [...before, code].slice(0, MAX_BATCH_TARGETS) : before.filter((value) => value !== code),
    );

  const count = formatInteger(jobs, i18n.locale);
  const fileCount = formatInteger(sent.length, i18n.locale);
  const targetCount = formatInteger(targets.length, i18n.locale);
  const leftCount = formatInteger(left, i18n.locale);

  return (
    <form
      className="space-y-6"
      data-testid="batch-setup"
      onSubmit={(event) => {
        event.preventDefault();
        onStart(
          batchRequest(
            {
              file_ids: sent.map((file) => file.fileId ?? ""),
              target_languages: targets,
              source_language: source,
              service,
            },
            settings,
            {
              collapseRolling: collapse,
              keepReadingSpeed: keepSpeed && mayShorten,
              glossary: pair ? sentGlossary(glossary) : [],
            },
          ),
        );
      }}
    >
      <section className="space-y-3" aria-labelledby={`${inputId}-files`}>
        <h2 id={`${inputId}-files`} className="font-semibold text-lg">
          {t`Files`}
        </h2>
        <label
          htmlFor={inputId}
          className="flex min-h-24 cursor-pointer flex-col items-center justify-center gap-2 rounded-box border-2 border-base-300 border-dashed p-6 text-center hover:border-primary"
          onDragOver={(event) => event.preventDefault()}
          onDrop={(event) => {
            event.preventDefault();
            add(event.dataTransfer.files);
          }}
        >
          <FilePlus aria-hidden="true" className="size-8 opacity-70" />
          <span>{t`Drop subtitle files here or choose them`}</span>
          <input
            id={inputId}
            data-testid="batch-files"
            type="file"
            multiple
            className="sr-only"
            accept=".srt,.vtt,.ass,.ssa,.sub,.sbv,.txt"
            onChange={(event) => {
              add(event.target.files);
              event.target.value = "";
            }}
          />
        </label>
        {files.length > 0 && (
          <ul className="divide-y divide-base-300 rounded-box border border-base-300">
            {files.map((file) => {
              const fileName = file.name;
              return (
                <li
                  key={file.key}
                  data-testid="batch-file"
                  data-state={file.state}
                  className="flex items-center gap-3 p-3"
                >
                  <div className="min-w-0 flex-1">
                    <FileName name={file.name} />
                    {file.state === "refused" && (
                      <p className="text-error text-sm [overflow-wrap:anywhere]">{file.problem}</p>
                    )}
                  </div>
                  <span className="text-sm opacity-80">
                    {file.state === "sending" ? t`Sending…` : file.state === "sent" ? t`Ready` : t`Refused`}
                  </span>
                  <button
                    type="button"
                    className="btn btn-ghost btn-square min-h-11 min-w-11"
                    aria-label={t`Remove ${fileName}`}
                    onClick={() => setFiles((before) => before.filter((f) => f.key !== file.key))}
                  >
                    <X aria-hidden="true" className="size-4" />
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={t`Source language`} testId="batch-source" value={source} onChange={setSource}>
          <option value="auto">{t`Detect from each file`}</option>
          {languages.map((code) => (
            <option key={code} value={code}>
              {languageName(code, i18n.locale)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t`Service`}
          testId="batch-service"
          value={service}
          onChange={(value) => setService(value as ServiceId)}
        >
          {services.map((id) => (
            <option key={id} value={id}>
              {SERVICES[id].name}
            </option>
          ))}
        </SelectField>
      </div>

      <fieldset className="space-y-2">
        <legend className="mb-2 font-semibold text-lg">{t`Target languages`}</legend>
        <div className="grid grid-cols-2 gap-x-4 sm:grid-cols-3 lg:grid-cols-4">
          {languages.map((code) => (
            <label key={code} className="flex min-h-11 cursor-pointer items-center gap-3">
              <input
                type="checkbox"
                data-testid={`batch-target-${code}`}
                className="checkbox checkbox-primary"
                checked={targets.includes(code)}
                disabled={!targets.includes(code) && targets.length >= MAX_BATCH_TARGETS}
                onChange={(event) => toggleTarget(code, event.target.checked)}
              />
              <span className="text-sm">{languageName(code, i18n.locale)}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <section className="space-y-4" aria-labelledby={`${inputId}-options`}>
        <h2 id={`${inputId}-options`} className="font-semibold text-lg">
          {t`Options`}
        </h2>
        <CheckboxField testId="batch-collapse-rolling" checked={collapse} onChange={setCollapse}>
          <Layers aria-hidden="true" className="me-2 inline size-4 align-text-bottom" />
          {t`Collapse rolling automatic captions (as YouTube's) into clean subtitles, in the files that have them`}
        </CheckboxField>
        {mayShorten && <KeepReadingSpeedOption checked={keepSpeed} onChange={setKeepSpeed} />}
        <GlossaryPanel
          series={settings.series ?? ""}
          onSeriesChange={(next) => update({ settings: { ...settings, series: next } })}
          signedIn={signedIn}
          {...(pair && {
            glossary,
            pair: `${languageName(pair.source, i18n.locale)} → ${languageName(pair.target, i18n.locale)}`,
          })}
        />
        <AdvancedOptions settings={settings} onChange={(next) => update({ settings: next })} />
      </section>

      <div className="space-y-2">
        <p className="text-sm" data-testid="batch-count">
          {t`Files: ${fileCount} · Languages: ${targetCount} · Translations: ${count}`}
        </p>
        {overDay && (
          <p role="alert" className="text-error text-sm">
            {t`Your plan has ${leftCount} files left today: choose fewer files or languages.`}
          </p>
        )}
        <button
          type="submit"
          data-testid="batch-start"
          className="btn btn-primary min-h-11 w-full sm:w-auto"
          disabled={jobs === 0 || overDay || starting || files.some((file) => file.state === "sending")}
        >
          <Play aria-hidden="true" className="size-4" />
          {starting ? t`Starting…` : t`Start the translations (${count})`}
        </button>
      </div>
    </form>
  );
}
