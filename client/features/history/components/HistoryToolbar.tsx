import { Modal } from "@client/components/Modal";
import type { HistoryJob } from "@client/db/types";
import { downloadBytes } from "@client/lib/download";
import { showToast } from "@client/lib/toasts";
import { useLingui } from "@lingui/react/macro";
import { FileJson, FileSpreadsheet, Trash2 } from "lucide-react";
import { useState } from "react";
import { historyExportName, historyToCsv, historyToJson } from "../exportHistory";

function save(format: "csv" | "json", jobs: readonly HistoryJob[]): string {
  const now = new Date();
  const text = format === "csv" ? historyToCsv(jobs) : historyToJson(jobs, now);
  const name = historyExportName(format, now);
  downloadBytes(new TextEncoder().encode(text), name, format === "csv" ? "text/csv" : "application/json");
  return name;
}

/** Export of the whole history (CSV or JSON, DECISIONS.md) and Clear all, which asks first. */
export function HistoryToolbar({
  jobs,
  onClear,
}: {
  /** Every job of the history, whatever the filter shows. */
  jobs: readonly HistoryJob[];
  onClear: () => Promise<void>;
}) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const empty = jobs.length === 0;
  const exportAs = (format: "csv" | "json") =>
    showToast({ type: "success", title: t`History exported`, description: save(format, jobs) });
  const count = jobs.length;

  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" className="btn btn-sm min-h-11" disabled={empty} onClick={() => exportAs("csv")}>
        <FileSpreadsheet aria-hidden="true" className="size-4" />
        {t`Export CSV`}
      </button>
      <button type="button" className="btn btn-sm min-h-11" disabled={empty} onClick={() => exportAs("json")}>
        <FileJson aria-hidden="true" className="size-4" />
        {t`Export JSON`}
      </button>
      <button
        type="button"
        data-testid="history-clear"
        className="btn btn-ghost btn-sm min-h-11 text-error"
        disabled={empty}
        onClick={() => setConfirming(true)}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        {t`Clear all`}
      </button>
      <Modal open={confirming} onClose={() => setConfirming(false)} title={t`Clear the whole history?`}>
        <p className="mb-6">
          {t`The ${count} translations of your history and the files kept with them will be deleted, on this device and on the server. This cannot be undone.`}
        </p>
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className="btn min-h-11" onClick={() => setConfirming(false)}>
            {t`Keep the history`}
          </button>
          <button
            type="button"
            data-testid="confirm-clear"
            className="btn btn-error min-h-11"
            onClick={() => {
              setConfirming(false);
              void onClear();
            }}
          >
            {t`Delete everything`}
          </button>
        </div>
      </Modal>
    </div>
  );
}
