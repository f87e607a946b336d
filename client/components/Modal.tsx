import { useLingui } from "@lingui/react/macro";
import { X } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef } from "react";

interface Props {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** The buttons under the content. */
  actions?: ReactNode;
  testId?: string;
}

/**
 * A modal on the native <dialog>: the browser traps focus, closes on Escape and gives it back to the opener.
 * Rendered only while open, so each opening starts from a clean form.
 */
export function Modal({ open, title, onClose, children, actions, testId }: Props) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (open && dialog && !dialog.open) dialog.showModal();
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby={titleId}
      data-testid={testId}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="modal-box border border-base-300">
        <div className="mb-4 flex items-start gap-2">
          <h2 id={titleId} className="min-w-0 flex-1 break-words font-semibold text-lg">
            {title}
          </h2>
          <button
            type="button"
            className="btn btn-ghost btn-square btn-sm min-h-11 min-w-11"
            onClick={onClose}
            aria-label={t`Close`}
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        {children}
        {actions && <div className="modal-action flex-wrap">{actions}</div>}
      </div>
    </dialog>
  );
}
