import { formatInteger } from "@client/lib/format";
import { useMountedHydrating } from "@client/lib/useHydrated";
import { useOnline } from "@client/lib/useOnline";
import { useLingui } from "@lingui/react/macro";
import type { PlanId } from "@shared/plans";
import { ChevronLeft, ChevronRight, History, WifiOff } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router-dom";
import { useHistoryEntries, useHistorySync } from "../hooks/useHistory";
import { canDownloadEntry, HISTORY_FILTERS, type HistoryFilter, historyPage, visibleEntries } from "../state";
import { clearHistory, deleteEntry } from "../sync";
import { BatchDownloadBar } from "./BatchDownloadBar";
import { type HistoryActions, HistoryItem } from "./HistoryItem";
import { HistoryToolbar } from "./HistoryToolbar";

function Skeleton() {
  return (
    <ul className="space-y-3" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <li key={i} className="skeleton h-44 w-full" />
      ))}
    </ul>
  );
}

function Empty({ filtered }: { filtered: boolean }) {
  const { t } = useLingui();
  return (
    <div
      data-testid="history-empty"
      className="rounded-box border border-base-300 border-dashed p-10 text-center"
    >
      <History aria-hidden="true" className="mx-auto mb-3 size-10 opacity-60" />
      <p className="mb-1 font-semibold">{filtered ? t`No translation here` : t`No translation yet`}</p>
      <p className="mb-6 text-sm opacity-80">
        {filtered
          ? t`Try another filter to see the rest of your history.`
          : t`Every file you translate is kept here, with its result to download again.`}
      </p>
      {!filtered && (
        <Link to="/#upload" className="btn btn-primary min-h-11">
          {t`Translate a file`}
        </Link>
      )}
    </div>
  );
}

/**
 * The history of `account`: filters, the page of 10, the whole-history export and Clear all, and finished jobs
 * chosen to download as one zip. It shows what the device holds at once and merges the server's list in the
 * background.
 */
export function HistoryView({
  account,
  plan,
  ...actions
}: { account: string; plan: PlanId | undefined } & Omit<HistoryActions, "onDelete">) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const [filter, setFilter] = useState<HistoryFilter>("all");
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const entries = useHistoryEntries();
  const sync = useHistorySync(account);
  // Prerendered, the list paints a first visit's empty history, kept until the device's rows are read; rendered in
  // the browser alone (a returning visitor) it waits for them.
  const prerendered = useMountedHydrating();

  const labels: Record<HistoryFilter, string> = {
    all: t`All`,
    completed: t`Completed`,
    failed: t`Failed`,
  };
  const all = entries.value ?? [];
  const shown = historyPage(all, account, filter, page);
  const everything = visibleEntries(all, account, "all").map((entry) => entry.job);
  // Chosen among the downloadable jobs of every page of the filter; a job that stops being one drops out.
  const downloadable = visibleEntries(all, account, filter).filter((entry) =>
    canDownloadEntry(entry, online),
  );
  const chosen = downloadable.filter((entry) => selected.has(entry.job_id));
  const choose = (jobId: string, on: boolean) =>
    setSelected((before) => {
      const next = new Set(before);
      if (on) next.add(jobId);
      else next.delete(jobId);
      return next;
    });
  const current = formatInteger(shown.page, i18n.locale);
  const pages = formatInteger(shown.pages, i18n.locale);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <fieldset className="join">
          <legend className="sr-only">{t`Show`}</legend>
          {HISTORY_FILTERS.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={filter === value}
              className={`join-item btn btn-sm min-h-11 ${filter === value ? "btn-active btn-neutral" : ""}`}
              onClick={() => {
                setFilter(value);
                setPage(1);
              }}
            >
              {labels[value]}
            </button>
          ))}
        </fieldset>
        <HistoryToolbar jobs={everything} onClear={() => clearHistory(account)} />
      </div>
      <p
        role="status"
        data-testid="history-sync"
        data-state={!online ? "offline" : sync.isFetching ? "syncing" : sync.isError ? "error" : "idle"}
        className="min-h-5 text-sm opacity-70"
      >
        {!online ? (
          <span className="inline-flex items-center gap-2">
            <WifiOff aria-hidden="true" className="size-4" />
            {t`Offline: this is the history kept on this device. Past results still download.`}
          </span>
        ) : sync.isFetching ? (
          t`Updating from the server…`
        ) : sync.isError ? (
          t`The server could not be reached; this is the history kept on this device.`
        ) : null}
      </p>
      <BatchDownloadBar
        jobIds={chosen.map((entry) => entry.job_id)}
        onServer={chosen.every((entry) => entry.on_server)}
        selectable={downloadable.length}
        onSelectAll={(all) => setSelected(new Set(all ? downloadable.map((entry) => entry.job_id) : []))}
        plan={plan}
      />
      {!entries.loaded && !prerendered ? (
        <Skeleton />
      ) : shown.total === 0 ? (
        <Empty filtered={filter !== "all" && everything.length > 0} />
      ) : (
        <ul className="space-y-3" data-testid="history-list">
          {shown.entries.map((entry) => (
            <HistoryItem
              key={entry.job_id}
              entry={entry}
              online={online}
              selected={canDownloadEntry(entry, online) ? selected.has(entry.job_id) : undefined}
              onSelect={(on) => choose(entry.job_id, on)}
              {...actions}
              onDelete={(job) => void deleteEntry(job.job_id)}
            />
          ))}
        </ul>
      )}
      {shown.pages > 1 && (
        <nav aria-label={t`Pages`} className="flex items-center justify-center gap-3">
          <button
            type="button"
            className="btn btn-sm min-h-11"
            disabled={shown.page <= 1}
            onClick={() => setPage(shown.page - 1)}
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
            {t`Previous`}
          </button>
          <span className="text-sm tabular">{t`Page ${current} of ${pages}`}</span>
          <button
            type="button"
            className="btn btn-sm min-h-11"
            disabled={shown.page >= shown.pages}
            onClick={() => setPage(shown.page + 1)}
          >
            {t`Next`}
            <ChevronRight aria-hidden="true" className="size-4" />
          </button>
        </nav>
      )}
    </div>
  );
}
