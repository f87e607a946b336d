import { useLingui } from "@lingui/react/macro";
import { X } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef } from "react";

/**
 * A modal on the native <dialog>: focus is kept inside and given back by the browser, Escape closes it, and the
 * page behind is inert. `onClose` runs however it was closed.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  testId,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog ref={ref} className="modal" aria-labelledby={titleId} onClose={onClose} data-testid={testId}>
      <div className="modal-box max-w-lg border border-base-300 p-4 sm:p-6">
        <div className="mb-4 flex items-start justify-between gap-2">
          <h2 id={titleId} className="break-all font-semibold text-lg">
            {title}
          </h2>
          <button
            type="button"
            className="btn btn-ghost btn-square min-h-11 min-w-11"
            aria-label={t`Close`}
            onClick={onClose}
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        {open && children}
      </div>
      <form method="dialog" className="modal-backdrop">
        <button type="submit" tabIndex={-1}>
          {t`Close`}
        </button>
      </form>
    </dialog>
  );
}
