import type { PlanLimitsResponse } from "@shared/api/profile";
import type { StartBatchResponse } from "@shared/api/translate";
import { PLANS, planExportFormats } from "@shared/plans";
import { useState } from "react";
import { useStartBatch } from "../api/startBatch";
import { readBatch, writeBatch } from "../batchSession";
import { BatchQueue } from "./BatchQueue";
import { BatchSetup } from "./BatchSetup";

/** /batch: the setup of many files × languages, then the queue of its jobs (kept for the tab across a reload). */
export function BatchView({ limits }: { limits: PlanLimitsResponse | undefined }) {
  const [jobs, setShown] = useState(() => readBatch(sessionStorage));
  const setJobs = (next: StartBatchResponse["jobs"] | undefined) => {
    writeBatch(sessionStorage, next);
    setShown(next);
  };
  const starting = useStartBatch();
  // While the limits are unknown, the free plan's formats (DECISIONS.md), as every export screen.
  const offered = planExportFormats(PLANS[limits?.plan ?? "free"]);
  if (jobs) return <BatchQueue jobs={jobs} offered={offered} onAnother={() => setJobs(undefined)} />;
  return (
    <BatchSetup
      limits={limits}
      starting={starting.isPending}
      onStart={(body) => starting.mutate(body, { onSuccess: (started) => setJobs(started.jobs) })}
    />
  );
}
