import { useLingui } from "@lingui/react/macro";
import type { JobStatus } from "@shared/catalog";
import { Ban, CircleCheck, CircleX, Clock, LoaderCircle, type LucideIcon } from "lucide-react";

interface Label {
  text: string;
  Icon: LucideIcon;
  className: string;
}

/** Text and icon per job status of the catalog; a status this client does not know reads as "Processing". */
export function JobStatusLabel({ status }: { status: string }) {
  const { t } = useLingui();
  const labels: Record<JobStatus, Label> = {
    pending: { text: t`Waiting to start`, Icon: Clock, className: "" },
    in_progress: { text: t`Translating`, Icon: LoaderCircle, className: "animate-spin text-primary" },
    completed: { text: t`Completed`, Icon: CircleCheck, className: "text-success" },
    failed: { text: t`Failed`, Icon: CircleX, className: "text-error" },
    cancelled: { text: t`Cancelled`, Icon: Ban, className: "" },
  };
  const known = Object.hasOwn(labels, status)
    ? labels[status as JobStatus]
    : { text: t`Processing`, Icon: LoaderCircle, className: "animate-spin" };
  const { Icon } = known;
  return (
    <span className="inline-flex items-center gap-2 font-medium" data-status={status} aria-live="polite">
      <Icon aria-hidden="true" className={`size-5 ${known.className}`} />
      {known.text}
    </span>
  );
}
