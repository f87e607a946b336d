import { SelectField } from "@client/components/SelectField";
import { downloadBlob } from "@client/lib/download";
import { describeError } from "@client/lib/errorMessages";
import { formatInteger } from "@client/lib/format";
import { showErrorToast, showToast } from "@client/lib/toasts";
import { useLingui } from "@lingui/react/macro";
import type { ExportBatchRequest } from "@shared/api/translate";
import {
  DEFAULT_EXPORT_ENCODING,
  ENCODINGS,
  EXPORT_ENCODINGS,
  type ExportEncoding,
  type ExportFormat,
} from "@shared/catalog";
import { PLANS, type PlanId, planExportFormats } from "@shared/plans";
import { useMutation } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { useState } from "react";

interface Props {
  /** The chosen jobs, and whether the server holds every one (else the zip is written on the device). */
  jobIds: string[];
  onServer: boolean;
  /** How many jobs could be chosen, for "Select all". */
  selectable: number;
  onSelectAll(all: boolean): void;
  /** The caller's plan; while unknown, the free plan's formats (DECISIONS.md). */
  plan: PlanId | undefined;
}

/** "Select all", then the chosen finished jobs in one format and encoding, downloaded as one zip. */
export function BatchDownloadBar({ jobIds, onServer, selectable, onSelectAll, plan }: Props) {
  const { t, i18n } = useLingui();
  const offered = planExportFormats(PLANS[plan ?? "free"]);
  const [chosen, setFormat] = useState<ExportFormat>("srt");
  const format = offered.includes(chosen) ? chosen : (offered[0] ?? "srt");
  const [encoding, setEncoding] = useState<ExportEncoding>(DEFAULT_EXPORT_ENCODING);
  const count = formatInteger(jobIds.length, i18n.locale);
  const allChosen = selectable > 0 && jobIds.length === selectable;

  const downloading = useMutation({
    // Loaded on the first click: the files it writes on the device need the subtitle writers (29 KB gzipped),
    // which /history otherwise waits for before it is hydrated.
    mutationFn: async (request: ExportBatchRequest) =>
      (await import("@client/lib/batchExport")).exportBatch(request, { onServer }),
    onSuccess: ({ blob, filename }) => {
      downloadBlob(blob, filename);
      showToast({ type: "success", title: t`Download started`, description: filename });
    },
    onError: (caught) => showErrorToast(describeError(i18n, caught, "export")),
  });

  if (selectable === 0) return null;
  return (
    <section
      aria-label={t`Download several translations`}
      data-testid="history-batch"
      className="flex flex-wrap items-end gap-3 rounded-box border border-base-300 bg-base-200 p-3"
    >
      <label className="flex min-h-11 cursor-pointer items-center gap-3">
        <input
          type="checkbox"
          data-testid="history-select-all"
          className="checkbox checkbox-primary"
          checked={allChosen}
          onChange={(event) => onSelectAll(event.target.checked)}
        />
        <span className="text-sm">{t`Select all finished`}</span>
      </label>
      {jobIds.length > 0 && (
        <>
          <div className="w-32">
            <SelectField
              label={t`Format`}
              testId="history-batch-format"
              value={format}
              onChange={(value) => setFormat(value as ExportFormat)}
            >
              {offered.map((value) => (
                <option key={value} value={value}>
                  {value.toUpperCase()}
                </option>
              ))}
            </SelectField>
          </div>
          <div className="w-48">
            <SelectField
              label={t`Encoding`}
              testId="history-batch-encoding"
              value={encoding}
              onChange={(value) => setEncoding(value as ExportEncoding)}
            >
              {EXPORT_ENCODINGS.map((value) => (
                <option key={value} value={value}>
                  {ENCODINGS[value].name}
                </option>
              ))}
            </SelectField>
          </div>
          <button
            type="button"
            data-testid="history-download-all"
            className="btn btn-primary min-h-11"
            disabled={downloading.isPending}
            onClick={() =>
              downloading.mutate({
                job_ids: jobIds,
                format,
                encoding,
                include_original: false,
                bilingual: false,
                bilingual_italic: false,
              })
            }
          >
            <Download aria-hidden="true" className="size-4" />
            {downloading.isPending ? t`Preparing the zip…` : t`Download ${count} as a zip`}
          </button>
        </>
      )}
    </section>
  );
}
