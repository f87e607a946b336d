import { FileName } from "@client/components/FileName";
import { formatInteger, wholePercent } from "@client/lib/format";
import { appStore } from "@client/lib/store";
import { useLingui } from "@lingui/react/macro";
import { ArrowLeft, LoaderCircle, MonitorSmartphone, Square } from "lucide-react";
import { type DeviceRun, deviceRunAtom } from "../device/run";
import { CountedProgress } from "./ProgressView";

/**
 * A translation running on the device: the language model's download when the browser needs it, then the texts
 * translated, with Cancel; nothing leaves the device meanwhile, so it carries on offline.
 */
export function DeviceProgressView({ run, filename }: { run: DeviceRun; filename: string }) {
  const { t, i18n } = useLingui();
  // Once the texts go, the model is there whatever its last progress event said.
  const downloaded =
    run.phase === "downloading" ? wholePercent(run.downloaded * 100, run.downloaded >= 1) : 100;
  const translated = wholePercent(run.total === 0 ? 0 : (run.done / run.total) * 100, run.done === run.total);
  const done = formatInteger(run.done, i18n.locale);
  const total = formatInteger(run.total, i18n.locale);
  return (
    <section
      data-testid="device-progress"
      data-phase={run.phase}
      aria-labelledby="device-progress-title"
      className="card border border-base-300"
    >
      <div className="card-body gap-5 p-4 sm:p-6">
        <div className="min-w-0">
          <h1 id="device-progress-title" className="font-semibold text-xl">
            <FileName name={filename} />
          </h1>
          <p className="flex items-center gap-2 text-sm opacity-80">
            <MonitorSmartphone aria-hidden="true" className="size-4" />
            {t`Translating on this device: the text never leaves it.`}
          </p>
        </div>
        {run.phase === "failed" ? (
          <div role="alert" className="alert alert-error alert-soft" data-testid="device-failed">
            {t`This browser's translator could not translate the file. If its language model still has to be downloaded, connect to the internet and start again, or choose another service.`}
          </div>
        ) : run.phase === "starting" ? (
          <p className="flex items-center gap-2" aria-busy="true">
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-primary" />
            {t`Getting the translator ready…`}
          </p>
        ) : (
          <>
            {(run.phase === "downloading" || run.downloaded > 0) && (
              <div className="space-y-2" data-testid="device-download">
                <div className="flex items-baseline justify-between gap-2 tabular">
                  <span>{t`Language model`}</span>
                  <span className="font-semibold" data-testid="device-download-percent">
                    {downloaded}%
                  </span>
                </div>
                <progress
                  className="progress progress-secondary h-2 w-full"
                  value={downloaded}
                  max={100}
                  aria-label={t`Download of the language model`}
                />
              </div>
            )}
            {run.phase !== "downloading" && (
              <div className="space-y-2" data-testid="device-translate">
                <CountedProgress
                  count={
                    run.phase === "finishing"
                      ? t`Putting the subtitles back together…`
                      : t`${done} / ${total} texts`
                  }
                  countTestId="device-count"
                  percent={translated}
                  percentTestId="device-percent"
                  valueText={t`${translated}%, ${done} of ${total} texts`}
                />
              </div>
            )}
          </>
        )}
        {run.phase === "failed" ? (
          <button
            type="button"
            className="btn min-h-11 self-start"
            onClick={() => appStore.set(deviceRunAtom, null)}
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t`Back to settings`}
          </button>
        ) : (
          <button
            type="button"
            data-testid="device-cancel"
            className="btn btn-outline min-h-11 self-start"
            disabled={run.phase === "finishing"}
            onClick={run.cancel}
          >
            <Square aria-hidden="true" className="size-4" />
            {t`Cancel`}
          </button>
        )}
      </div>
    </section>
  );
}
