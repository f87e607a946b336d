import { useLingui } from "@lingui/react/macro";
import type { TranslationJob } from "@shared/api/translate";
import { ArrowLeft } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { Modal } from "../components/Modal";
import type { HistoryJob } from "../db/types";
import { usePlanLimits } from "../features/auth/api/getPlanLimits";
import { useAuth } from "../features/auth/hooks/useAuth";
import { useHistoryAccount } from "../features/auth/hooks/useHistoryAccount";
import { HistoryView } from "../features/history/components/HistoryView";
import { historyFilename } from "../features/history/exportHistory";
import { useRetryJob } from "../features/translate/api/retryJob";

// Opened from a row only: chunks of their own, which the list (and a first visit's prerender) hydrates without.
const ExportPanel = lazy(() =>
  import("../features/translate/components/ExportPanel").then(({ ExportPanel }) => ({
    default: ExportPanel,
  })),
);
const ReviewPanel = lazy(() =>
  import("../features/review/components/ReviewPanel").then(({ ReviewPanel }) => ({ default: ReviewPanel })),
);
const panelSkeleton = <div className="skeleton h-40 w-full" />;

/** The format the file came in, the export panel's first choice (it falls back to SRT when not exportable). */
function sourceFormatOf(job: HistoryJob): string {
  return historyFilename(job).split(".").pop()?.toLowerCase() ?? "srt";
}

/**
 * /history: every translation made on this device (or, signed in, on the account), with Download (the export
 * panel, offline too for kept results), Retry (the same job, followed on /translate) and Delete.
 */
export function HistoryPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [exporting, setExporting] = useState<HistoryJob>();
  const [reviewing, setReviewing] = useState<TranslationJob>();
  const retrying = useRetryJob({ onSuccess: () => navigate("/translate") });
  // Signed in, the account's history (synced with the server, and shown offline too); otherwise this device's.
  const { isAuthenticated } = useAuth();
  const account = useHistoryAccount();
  const limits = usePlanLimits();
  // The review and the list each start from the top, where their heading is.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the review opens or closes
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [reviewing]);

  // A finished job opened for review takes the page: its download, then its cues, and the way back to the list.
  if (reviewing) {
    return (
      <div className="space-y-6">
        <button type="button" className="btn btn-ghost min-h-11" onClick={() => setReviewing(undefined)}>
          <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
          {t`Back to the history`}
        </button>
        <h1 className="font-semibold text-2xl [overflow-wrap:anywhere]">{historyFilename(reviewing)}</h1>
        <Suspense fallback={panelSkeleton}>
          <section className="card border border-base-300">
            <div className="card-body p-4 sm:p-6">
              <ExportPanel
                job={reviewing}
                sourceFormat={sourceFormatOf(reviewing)}
                plan={limits.data?.plan}
              />
            </div>
          </section>
          <ReviewPanel job={reviewing} services={limits.data?.supported_services ?? []} />
        </Suspense>
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="font-semibold text-2xl">{t`History`}</h1>
        <p className="text-sm opacity-80">
          {isAuthenticated ? (
            t`This history is kept with your account and on this device.`
          ) : (
            <>
              {t`This history is kept on this device.`}{" "}
              <Link to="/login" className="link">
                {t`Sign in to keep it with your account.`}
              </Link>
            </>
          )}
        </p>
      </header>
      {account === undefined ? (
        <div className="skeleton h-44 w-full" />
      ) : (
        <HistoryView
          account={account}
          plan={limits.data?.plan}
          onDownload={setExporting}
          onReview={setReviewing}
          onRetry={(job) => retrying.mutate(job.job_id)}
          retrying={retrying.isPending ? retrying.variables : undefined}
        />
      )}
      <Modal
        open={exporting !== undefined}
        onClose={() => setExporting(undefined)}
        title={exporting ? historyFilename(exporting) : ""}
        testId="history-export"
      >
        {exporting && (
          <Suspense fallback={panelSkeleton}>
            <ExportPanel job={exporting} sourceFormat={sourceFormatOf(exporting)} plan={limits.data?.plan} />
          </Suspense>
        )}
      </Modal>
    </div>
  );
}
