import { clearCurrentJobId } from "@client/db/currentJob";
import { getHistoryEntry } from "@client/db/history";
import { useCurrentQueuedStart } from "@client/db/hooks";
import { isDeviceJob, isDeviceJobId, type StoredFile } from "@client/db/types";
import { useLiveQuery } from "@client/db/useLiveQuery";
import { usePlanLimits } from "@client/features/auth/api/getPlanLimits";
import { PlanCard } from "@client/features/billing/components/PlanCard";
import { ReviewPanel } from "@client/features/review/components/ReviewPanel";
import { CompletedView } from "@client/features/translate/components/CompletedView";
import { DeviceProgressView } from "@client/features/translate/components/DeviceProgressView";
import { OfflineNotice } from "@client/features/translate/components/OfflineNotice";
import { ProgressView } from "@client/features/translate/components/ProgressView";
import { QueuedView } from "@client/features/translate/components/QueuedView";
import { SetupView } from "@client/features/translate/components/SetupView";
import { deviceRunAtom } from "@client/features/translate/device/run";
import { useJob } from "@client/features/translate/hooks/useJob";
import { viewFor } from "@client/features/translate/state";
import { useAtomValue } from "jotai";
import { useCallback, useEffect } from "react";

/**
 * /translate once the device has a file or a job: settings, then progress, then export, depending on the current
 * job (spec section 2). A chunk of its own, which a first visit (no file yet) neither loads nor hydrates.
 */
export function JobScreens({ file, jobId }: { file: StoredFile | undefined; jobId: string | undefined }) {
  const queued = useCurrentQueuedStart();
  // A translation made on the device is read from the device alone (useJob never asks the server of it).
  const deviceJobId = jobId !== undefined && isDeviceJobId(jobId) ? jobId : undefined;
  const readDeviceEntry = useCallback(
    async () => ({ id: deviceJobId, entry: deviceJobId ? await getHistoryEntry(deviceJobId) : undefined }),
    [deviceJobId],
  );
  // The answer names the id it read: until the query of a new id answers, the previous answer is not this one's.
  const device = useLiveQuery(readDeviceEntry);
  const deviceRead = device.value?.id === deviceJobId;
  const deviceEntry = deviceRead && !device.value?.entry?.deleted ? device.value?.entry : undefined;
  const deviceRun = useAtomValue(deviceRunAtom);
  const { job: serverJob, error } = useJob(jobId);
  const job = deviceJobId ? deviceEntry?.job : serverJob;
  const limits = usePlanLimits();
  const view = viewFor(jobId, job, !deviceJobId || deviceRead);
  const running = deviceRun && deviceRun.file_id === file?.file_id ? deviceRun : undefined;
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

  if (running && file) return <DeviceProgressView run={running} filename={file.filename} />;
  if (view === "loading") return <div className="skeleton h-96 w-full" />;
  if (view === "export")
    return job ? (
      <div className="space-y-6">
        <OfflineNotice finished />
        <CompletedView job={job} sourceFormat={file?.format ?? "srt"} plan={limits.data?.plan} />
        {!isDeviceJob(job) && <ReviewPanel job={job} services={limits.data?.supported_services ?? []} />}
      </div>
    ) : null;
  if (view === "progress")
    return (
      <div className="space-y-6">
        {job && <OfflineNotice finished={false} />}
        <ProgressView job={job} pollError={error} />
      </div>
    );
  if (waiting && queued.value) return <QueuedView queued={queued.value} />;
  return file ? (
    <SetupView file={file} limits={limits.data} planCard={<PlanCard limits={limits.data} />} />
  ) : null;
}
