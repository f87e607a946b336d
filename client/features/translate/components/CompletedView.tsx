import { useLingui } from "@lingui/react/macro";
import { CircleCheck, FilePlus2 } from "lucide-react";
import { useNavigate } from "react-router-dom";
import type { TranslationJob } from "../../../../shared/api/translate";
import { SERVICE_IDS } from "../../../../shared/languages";
import { clearCurrentFile } from "../../../db/currentFile";
import { formatDateTime, formatInteger } from "../../../lib/format";
import { languageName } from "../../../lib/languageNames";
import { SERVICE_NAMES } from "../services";
import { ExportPanel } from "./ExportPanel";

function ServicesUsed({ job }: { job: TranslationJob }) {
  const { t, i18n } = useLingui();
  const used = SERVICE_IDS.filter((id) => (job.services_used[id] ?? 0) > 0);
  if (used.length === 0) return null;
  const list = used
    .map((id) => `${SERVICE_NAMES[id]} (${formatInteger(job.services_used[id] ?? 0, i18n.locale)})`)
    .join(", ");
  return <p className="text-sm opacity-80">{t`Translated by: ${list}`}</p>;
}

export function CompletedView({ job, sourceFormat }: { job: TranslationJob; sourceFormat: string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const count = formatInteger(job.total_subtitles, i18n.locale);
  const pair = `${languageName(job.source_language, i18n.locale)} → ${languageName(job.target_language, i18n.locale)}`;
  const finished = job.completed_at ? formatDateTime(job.completed_at, i18n.locale) : "";

  const another = async () => {
    await clearCurrentFile();
    navigate("/#upload");
  };

  return (
    <section aria-labelledby="completed-title" className="card border border-base-300">
      <div className="card-body gap-6 p-4 sm:p-6">
        <div className="flex items-start gap-3">
          <CircleCheck aria-hidden="true" className="mt-1 size-7 shrink-0 text-success" />
          <div className="min-w-0">
            <h1 id="completed-title" className="font-semibold text-xl">
              {t`Translation complete`}
            </h1>
            <p className="break-all">{job.original_filename}</p>
            <p className="text-sm opacity-80 tabular">
              {t`${count} subtitles · ${pair} · finished ${finished}`}
            </p>
            <ServicesUsed job={job} />
          </div>
        </div>
        <ExportPanel job={job} sourceFormat={sourceFormat} />
        <div className="border-t border-base-300 pt-4">
          <button type="button" className="btn btn-ghost min-h-11" onClick={() => void another()}>
            <FilePlus2 aria-hidden="true" className="size-4" />
            {t`Translate another file`}
          </button>
        </div>
      </div>
    </section>
  );
}
