import { useCurrentQueuedStart } from "@client/db/hooks";
import type { StoredFile } from "@client/db/types";
import { usePlanLimits } from "@client/features/auth/api/getPlanLimits";
import { PlanCard } from "@client/features/billing/components/PlanCard";
import { ReviewPanel } from "@client/features/review/components/ReviewPanel";
import { CompletedView } from "@client/features/translate/components/CompletedView";
import { OfflineNotice } from "@client/features/translate/components/OfflineNotice";
import { ProgressView } from "@client/features/translate/components/ProgressView";
import { QueuedView } from "@client/features/translate/components/QueuedView";
import { SetupView } from "@client/features/translate/components/SetupView";
import { useJob } from "@client/features/translate/hooks/useJob";
import { viewFor } from "@client/features/translate/state";
import { useEffect } from "react";

/**
 * /translate once the device has a file or a job: settings, then progress, then export, depending on the current
 * job (spec section 2). A chunk of its own, which a first visit (no file yet) neither loads nor hydrates.
 */
export function JobScreens({ file, jobId }: { file: StoredFile | undefined; jobId: string | undefined }) {
  const queued = useCurrentQueuedStart();
  const { job, error } = useJob(jobId);
  const limits = usePlanLimits();
  const view = viewFor(jobId, job, true);
  const waiting = view === "setup" && queued.value !== undefined;
  // Each view replaces the previous one in place (the queued card the setup's too, which Start leaves far down a
  // phone's page): start it from the top, where its heading is.
  const screen = waiting ? "queued" : view;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `screen` is the trigger: each one starts at the top.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [screen]);

  if (view === "export")
    return job ? (
      <div className="space-y-6">
        <OfflineNotice finished />
        <CompletedView job={job} sourceFormat={file?.format ?? "srt"} plan={limits.data?.plan} />
        <ReviewPanel job={job} services={limits.data?.supported_services ?? []} />
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
