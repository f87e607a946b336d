import { useHydrated } from "@client/lib/useHydrated";
import { useLingui } from "@lingui/react/macro";
import { GDPR_REQUEST_KINDS, type GdprRequestKind } from "@shared/api/contact";
import { DATA_PROTECTION_REPLY_HOURS } from "@shared/legal";
import { Ban, Download, Eye, type LucideIcon, PenLine, Trash2 } from "lucide-react";
import { useState } from "react";
import { useGdprRights } from "../hooks/useGdprRights";
import { GdprRequestModal, type Requester } from "./GdprRequestModal";

const ICONS: Record<GdprRequestKind, LucideIcon> = {
  access: Eye,
  rectification: PenLine,
  erasure: Trash2,
  portability: Download,
  objection: Ban,
};

/** The GDPR page's requests: one button per right, each opening its form (spec section 2, legal pages). */
export function GdprRequests({ requester }: { requester?: Requester }) {
  const { t } = useLingui();
  const rights = useGdprRights();
  const [open, setOpen] = useState<GdprRequestKind | null>(null);
  // A click before the page is hydrated would open nothing: the buttons wait for it.
  const hydrated = useHydrated();
  const hours = DATA_PROTECTION_REPLY_HOURS;
  return (
    <section
      aria-labelledby="gdpr-requests-title"
      className="card border border-base-300 bg-base-100"
      data-testid="gdpr-requests"
    >
      <div className="card-body gap-4 p-4 sm:p-6">
        <h2 id="gdpr-requests-title" className="font-semibold text-xl">
          {t`Exercise your rights`}
        </h2>
        <p className="text-sm">
          {t`Each request goes to our data protection contact, who answers within ${hours} hours.`}
        </p>
        <div className="grid gap-2 sm:grid-cols-2">
          {GDPR_REQUEST_KINDS.map((kind) => {
            const Icon = ICONS[kind];
            return (
              <button
                key={kind}
                type="button"
                className="btn h-auto min-h-11 justify-start py-2 text-start"
                onClick={() => setOpen(kind)}
                disabled={!hydrated}
                data-testid={`gdpr-${kind}`}
              >
                <Icon aria-hidden="true" className="size-4 shrink-0" />
                {rights[kind].action}
              </button>
            );
          })}
        </div>
      </div>
      {/* Mounted while open only: each opening starts from a fresh form. */}
      {open && <GdprRequestModal kind={open} requester={requester} onClose={() => setOpen(null)} />}
    </section>
  );
}
