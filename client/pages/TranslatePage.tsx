import { useLingui } from "@lingui/react/macro";
import { useAtomValue } from "jotai";
import { FileUp } from "lucide-react";
import { useCallback, useEffect } from "react";
import { Link } from "react-router-dom";
import { clearCurrentJobId } from "../db/currentJob";
import { getHistoryEntry } from "../db/history";
import { useCurrentFile, useCurrentJobId, useCurrentQueuedStart } from "../db/hooks";
import { isDeviceJob, isDeviceJobId } from "../db/types";
import { useLiveQuery } from "../db/useLiveQuery";
import { usePlanLimits } from "../features/auth/api/getPlanLimits";
import { PlanCard } from "../features/billing/components/PlanCard";
import { ReviewPanel } from "../features/review/components/ReviewPanel";
import { CompletedView } from "../features/translate/components/CompletedView";
import { DeviceProgressView } from "../features/translate/components/DeviceProgressView";
import { OfflineNotice } from "../features/translate/components/OfflineNotice";
import { ProgressView } from "../features/translate/components/ProgressView";
import { QueuedView } from "../features/translate/components/QueuedView";
import { SetupView } from "../features/translate/components/SetupView";
import { deviceRunAtom } from "../features/translate/device/run";
import { useJob } from "../features/translate/hooks/useJob";
import { viewFor } from "../features/translate/state";

function NoFile() {
  const { t } = useLingui();
  return (
    <section className="mx-auto max-w-lg py-12 text-center">
      <FileUp aria-hidden="true" className="mx-auto mb-4 size-10 opacity-60" />
      <h1 className="mb-2 font-semibold text-2xl">{t`Please upload a subtitle file first.`}</h1>
      <p className="mb-6 opacity-80">{t`Polysub needs a file to translate. Drop it on the home page.`}</p>
      <Link to="/#upload" className="btn btn-primary min-h-11">
        {t`Upload a file`}
      </Link>
    </section>
  );
}

/** /translate: settings, then progress, then export, depending on the current job (spec section 2). */
export function TranslatePage() {
  const file = useCurrentFile();
  const jobId = useCurrentJobId();
  const queued = useCurrentQueuedStart();
  // A translation made on the device is read from the device alone (useJob never asks the server of it).
  const deviceJobId = jobId.value !== undefined && isDeviceJobId(jobId.value) ? jobId.value : undefined;
  const readDeviceEntry = useCallback(
    async () => ({ id: deviceJobId, entry: deviceJobId ? await getHistoryEntry(deviceJobId) : undefined }),
    [deviceJobId],
  );
  // The answer names the id it read: until the query of a new id answers, the previous answer is not this one's.
  const device = useLiveQuery(readDeviceEntry);
  const deviceRead = device.value?.id === deviceJobId;
  const deviceEntry = deviceRead && !device.value?.entry?.deleted ? device.value?.entry : undefined;
  const deviceRun = useAtomValue(deviceRunAtom);
  const { job: serverJob, error } = useJob(jobId.value);
  const job = deviceJobId ? deviceEntry?.job : serverJob;
  const limits = usePlanLimits();
  const view = viewFor(jobId.value, job, file.loaded && jobId.loaded && (!deviceJobId || deviceRead));
  const running = deviceRun && deviceRun.file_id === file.value?.file_id ? deviceRun : undefined;
  const waiting = view === "setup" && queued.value !== undefined;
  // Each view replaces the previous one in place (the queued card the setup's too, which Start leaves far down a
  // phone's page): start it from the top, where its heading is.
  const screen = running ? "device" : waiting ? "queued" : view;
  useEffect(() => {
    if (screen !== "loading") window.scrollTo({ top: 0 });
  }, [screen]);
  // A device translation deleted from the history (here or in another tab) leaves nothing to show.
  const deviceGone = deviceJobId !== undefined && deviceRead && !deviceEntry;
  useEffect(() => {
    if (deviceGone) void clearCurrentJobId();
  }, [deviceGone]);

  if (running && file.value) return <DeviceProgressView run={running} filename={file.value.filename} />;

  switch (view) {
    case "loading":
      return <div className="skeleton h-96 w-full" />;
    case "export":
      return job ? (
        <div className="space-y-6">
          <OfflineNotice finished />
          <CompletedView job={job} sourceFormat={file.value?.format ?? "srt"} plan={limits.data?.plan} />
          {!isDeviceJob(job) && <ReviewPanel job={job} services={limits.data?.supported_services ?? []} />}
        </div>
      ) : null;
    case "progress":
      return (
        <div className="space-y-6">
          {job && <OfflineNotice finished={false} />}
          <ProgressView job={job} pollError={error} />
        </div>
      );
    case "setup":
      if (waiting && queued.value) return <QueuedView queued={queued.value} />;
      return file.value ? (
        <SetupView file={file.value} limits={limits.data} planCard={<PlanCard limits={limits.data} />} />
      ) : (
        <NoFile />
      );
  }
}
