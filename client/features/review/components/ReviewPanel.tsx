import { ErrorPanel } from "@client/components/ErrorPanel";
import { SelectField } from "@client/components/SelectField";
import { describeError } from "@client/lib/errorMessages";
import { formatInteger } from "@client/lib/format";
import { useReport } from "@client/lib/jobReport";
import { showErrorToast, showToast } from "@client/lib/toasts";
import { useOnline } from "@client/lib/useOnline";
import { useLingui } from "@lingui/react/macro";
import { MAX_RETRANSLATE_CUES, type TranslationJob } from "@shared/api/translate";
import { SERVICE_IDS, SERVICES, type ServiceId } from "@shared/catalog";
import { Languages } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { useEditCue } from "../api/editCue";
import { useReviewResult } from "../api/getReviewResult";
import { useRetranslate } from "../api/retranslateCues";
import { useCueEdits, useResendEdits } from "../hooks/useCueEdits";
import { reviewRows } from "../rows";
import { ReviewGrid } from "./ReviewGrid";

export interface ReviewPanelProps {
  job: Pick<TranslationJob, "job_id" | "source_language" | "target_language" | "service" | "services_used">;
  /** The services the caller's plan allows now (GET /auth/limits), for re-translation; empty while unknown. */
  services: readonly ServiceId[];
}

/**
 * The review of a finished job (issue 38 item 4): every cue, original | translation, with the service that wrote
 * it and the quality report's warnings; the translation edited in place (kept on the device at once, sent to the
 * server when the network allows), and chosen cues translated again with another service of the plan.
 */
export function ReviewPanel({ job, services }: ReviewPanelProps) {
  const { t, i18n } = useLingui();
  const keysId = useId();
  const online = useOnline();
  const result = useReviewResult(job.job_id);
  const edits = useCueEdits(job.job_id);
  const report = useReport(job.job_id);
  const edit = useEditCue();
  const retranslate = useRetranslate();
  useResendEdits();
  const [onlyIssues, setOnlyIssues] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const others = services.filter((s) => s !== job.service);
  const [service, setService] = useState<ServiceId | undefined>();
  const chosen = service && services.includes(service) ? service : (others[0] ?? services[0]);

  const used = SERVICE_IDS.filter((id) => (job.services_used[id] ?? 0) > 0);
  const onlyService = used.length === 1 ? used[0] : undefined;
  const rows = useMemo(
    () =>
      result.data
        ? reviewRows(result.data, edits.value ?? [], report.data?.cues, onlyService, report.data?.limits)
        : [],
    [result.data, edits.value, report.data, onlyService],
  );
  const withIssues = useMemo(() => rows.filter((row) => row.issues.length > 0), [rows]);
  const shown = onlyIssues ? withIssues : rows;

  if (result.isPending) return <div className="skeleton h-96 w-full" />;
  if (result.isError) {
    return <ErrorPanel {...describeError(i18n, result.error, "status")} />;
  }

  const toggle = (index: number) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (!next.delete(index)) next.add(index);
      return next;
    });
  const save = (index: number, text: string) =>
    edit.mutate({ jobId: job.job_id, index, text, updatedAt: new Date().toISOString() });
  const tooMany = selected.size > MAX_RETRANSLATE_CUES;
  const onRetranslate = () => {
    if (!chosen) return;
    retranslate.mutate(
      { jobId: job.job_id, indexes: [...selected].sort((a, b) => a - b), service: chosen },
      {
        onSuccess: ({ cues }) => {
          setSelected(new Set());
          const count = formatInteger(cues.length, i18n.locale);
          showToast({ type: "success", title: t`Cues translated again: ${count}` });
        },
        onError: (error) => showErrorToast(describeError(i18n, error, "retranslate")),
      },
    );
  };
  const total = formatInteger(rows.length, i18n.locale);
  const issueCount = formatInteger(withIssues.length, i18n.locale);
  const selectedCount = formatInteger(selected.size, i18n.locale);
  const maxCues = formatInteger(MAX_RETRANSLATE_CUES, i18n.locale);

  return (
    <section
      aria-labelledby="review-title"
      className="card border border-base-300"
      data-testid="review-panel"
    >
      <div className="card-body gap-4 p-4 sm:p-6">
        <header className="space-y-1">
          <h2 id="review-title" className="font-semibold text-lg">
            {t`Review the translation`}
          </h2>
          <p className="text-sm opacity-80">
            {report.data
              ? t`${total} cues, ${issueCount} with a warning. Your changes are in every download.`
              : t`${total} cues. Your changes are in every download.`}
          </p>
        </header>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
          <label className="flex min-h-11 items-center gap-3">
            <input
              type="checkbox"
              className="checkbox"
              data-testid="review-only-issues"
              checked={onlyIssues}
              onChange={(event) => setOnlyIssues(event.target.checked)}
            />
            <span>{t`Only cues with issues (${issueCount})`}</span>
          </label>
          {services.length > 0 && (
            <div className="flex flex-col gap-2 sm:ms-auto sm:flex-row sm:items-end">
              <SelectField
                label={t`Service`}
                testId="review-service-choice"
                value={chosen ?? ""}
                onChange={(value) => setService(value as ServiceId)}
              >
                {services.map((id) => (
                  <option key={id} value={id}>
                    {SERVICES[id].name}
                  </option>
                ))}
              </SelectField>
              <button
                type="button"
                className="btn btn-outline min-h-11"
                data-testid="review-retranslate"
                disabled={!online || selected.size === 0 || tooMany || retranslate.isPending || !chosen}
                onClick={onRetranslate}
              >
                {retranslate.isPending ? (
                  <span className="loading loading-spinner loading-sm" aria-hidden="true" />
                ) : (
                  <Languages aria-hidden="true" className="size-4" />
                )}
                {t`Translate the selected cues again (${selectedCount})`}
              </button>
            </div>
          )}
        </div>
        {tooMany && (
          <p className="text-sm text-warning-content">{t`Choose at most ${maxCues} cues at a time.`}</p>
        )}
        {!online && services.length > 0 && (
          <p className="text-sm opacity-80">{t`Translating again needs the network; your edits are kept and sent later.`}</p>
        )}
        <p id={keysId} className="text-sm opacity-80" data-testid="review-keys">
          {t`Keys: ↑ ↓ move between cues, Space selects, Enter edits, Ctrl+Enter saves, Escape cancels.`}
        </p>
        {shown.length === 0 ? (
          <p className="rounded-box border border-base-300 p-6 text-center opacity-80">
            {t`No cue has a warning.`}
          </p>
        ) : (
          <ReviewGrid
            rows={shown}
            sourceLanguage={job.source_language}
            targetLanguage={job.target_language}
            selected={selected}
            onToggle={toggle}
            onSave={save}
            keysId={keysId}
          />
        )}
      </div>
    </section>
  );
}
