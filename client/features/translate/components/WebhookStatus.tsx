import { formatDateTime } from "@client/lib/format";
import { useLingui } from "@lingui/react/macro";
import type { WebhookAttempt } from "@shared/api/webhooks";
import { useWebhookDeliveries } from "../api/getWebhookDeliveries";

/** The job's webhook in one line: waiting, delivered, being retried (with the last answer), or given up. */
export function WebhookStatus({ jobId }: { jobId: string }) {
  const { t, i18n } = useLingui();
  const deliveries = useWebhookDeliveries(jobId, true);
  const latest = deliveries.data?.deliveries[0];
  const answer = (attempt: WebhookAttempt | undefined) =>
    attempt?.status_code != null ? `HTTP ${attempt.status_code}` : (attempt?.error ?? "");
  if (!latest) return <>{t`Sent when the job ends.`}</>;
  const last = latest.attempts.at(-1);
  const count = latest.attempts.length;
  if (latest.state === "delivered")
    return (
      <>{t`Delivered (${answer(last)}) on ${formatDateTime(latest.delivered_at ?? "", i18n.locale)}.`}</>
    );
  if (latest.state === "failed")
    return <>{t`Not delivered: ${count} attempts in 24 hours, the last ${answer(last)}.`}</>;
  if (!last) return <>{t`Being sent.`}</>;
  const next = formatDateTime(latest.next_attempt_at ?? "", i18n.locale);
  return <>{t`Attempt ${count} answered ${answer(last)}; next try on ${next}.`}</>;
}
