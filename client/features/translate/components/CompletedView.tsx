import { clearCurrentFile } from "@client/db/currentFile";
import { type HistoryJob, isDeviceJob } from "@client/db/types";
import { formatInteger } from "@client/lib/format";
import { useLingui } from "@lingui/react/macro";
import { SERVICE_IDS, SERVICES } from "@shared/catalog";
import type { PlanId } from "@shared/plans";
import { FilePlus2 } from "lucide-react";
import { useNavigate } from "react-router-dom";
import { DeviceQualityReport } from "./DeviceQualityReport";
import { ExportPanel } from "./ExportPanel";
import { ProgressView } from "./ProgressView";
import { QualityReport } from "./QualityReport";

function ServicesUsed({ job }: { job: HistoryJob }) {
  const { t, i18n } = useLingui();
  const used = SERVICE_IDS.filter((id) => (job.services_used[id] ?? 0) > 0);
  if (used.length === 0) return null;
  const list = used
    .map((id) => `${SERVICES[id].name} (${formatInteger(job.services_used[id] ?? 0, i18n.locale)})`)
    .join(", ");
  return <p className="text-sm opacity-80">{t`Translated by: ${list}`}</p>;
}

/** The finished job's card (100 %, total time, details), then the export panel; a device's job works offline. */
export function CompletedView({
  job,
  sourceFormat,
  plan,
}: {
  job: HistoryJob;
  sourceFormat: string;
  plan: PlanId | undefined;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();

  const another = async () => {
    await clearCurrentFile();
    navigate("/#upload");
  };

  return (
    <div className="space-y-6">
      <ProgressView job={job} pollError={undefined} />
      <section className="card border border-base-300">
        <div className="card-body gap-6 p-4 sm:p-6">
          <ServicesUsed job={job} />
          {isDeviceJob(job) ? (
            <DeviceQualityReport jobId={job.job_id} />
          ) : (
            <QualityReport jobId={job.job_id} />
          )}
          <ExportPanel job={job} sourceFormat={sourceFormat} plan={plan} />
          <div className="border-t border-base-300 pt-4">
            <button
              type="button"
              data-testid="translate-another"
              className="btn btn-ghost min-h-11"
              onClick={() => void another()}
            >
              <FilePlus2 aria-hidden="true" className="size-4" />
              {t`Translate another file`}
            </button>
          </div>
        </div>
      </section>
    </div>
  );
}
