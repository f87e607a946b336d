import { dismissToast, type Toast, toastsAtom } from "@client/lib/toasts";
import { useLingui } from "@lingui/react/macro";
import { useAtomValue } from "jotai";
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from "lucide-react";

const STYLES = {
  success: { className: "alert-success", Icon: CircleCheck },
  error: { className: "alert-error", Icon: CircleAlert },
  warning: { className: "alert-warning", Icon: TriangleAlert },
  info: { className: "alert-info", Icon: Info },
} as const;

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useLingui();
  const { className, Icon } = STYLES[toast.type];
  return (
    <div
      role={toast.type === "error" ? "alert" : "status"}
      className={`alert ${className} pointer-events-auto items-start shadow-sm`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1 text-left">
        {toast.title && <p className="font-semibold">{toast.title}</p>}
        {toast.description && <p className="break-words text-sm">{toast.description}</p>}
        {toast.action && (
          <button
            type="button"
            className="btn btn-sm mt-2 min-h-11"
            onClick={() => {
              toast.action?.onClick();
              dismissToast(toast.id);
            }}
          >
            {toast.action.label}
          </button>
        )}
      </div>
      <button
        type="button"
        className="btn btn-ghost btn-sm btn-square touch-target -m-2"
        aria-label={t`Dismiss`}
        onClick={() => dismissToast(toast.id)}
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

/**
 * Top-level notifications for outcomes of background work (DESIGN.md: forms show their errors inline). On a phone
 * they show under the sticky header: at the bottom they covered the page's main action (the Download button).
 */
export function Toaster() {
  const toasts = useAtomValue(toastsAtom);
  return (
    <section
      aria-live="polite"
      className="toast toast-end toast-top top-18 pointer-events-none z-50 w-[min(24rem,calc(100vw-1rem))] sm:toast-bottom sm:top-auto"
      data-testid="toasts"
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </section>
  );
}
