import { useLingui } from "@lingui/react/macro";
import type { FormEvent, ReactNode } from "react";
import { ErrorPanel } from "./ErrorPanel";
import { SubmitButton } from "./SubmitButton";

interface Props {
  testId: string;
  /** Sends the form; called only when `ready`. */
  onSubmit: () => void;
  onCancel: () => void;
  /** Every field is acceptable: the submit button waits for it. */
  ready: boolean;
  pending: boolean;
  /** The last failed request, shown above the fields. */
  failure?: { title: string; description: string };
  submitLabel: string;
  /** daisyUI colour of the submit button: `btn-error` for what cannot be undone. */
  submitClassName?: string;
  children: ReactNode;
}

/** The form inside a Modal: its failure on top, the fields, then Cancel and the submit button. */
export function ModalForm({
  testId,
  onSubmit,
  onCancel,
  ready,
  pending,
  failure,
  submitLabel,
  submitClassName = "btn-primary",
  children,
}: Props) {
  const { t } = useLingui();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) onSubmit();
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-4" data-testid={testId}>
      {failure && <ErrorPanel {...failure} />}
      {children}
      <div className="modal-action flex-wrap">
        <button type="button" className="btn min-h-11" onClick={onCancel}>
          {t`Cancel`}
        </button>
        <SubmitButton pending={pending} disabled={!ready} className={submitClassName}>
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
