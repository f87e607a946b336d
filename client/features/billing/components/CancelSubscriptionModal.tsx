import { Modal } from "@client/components/Modal";
import { useLingui } from "@lingui/react/macro";

interface Props {
  open: boolean;
  planName: string;
  /** The end of the paid period, formatted; empty when unknown. */
  ends: string;
  onClose: () => void;
  onConfirm: () => void;
}

/** Asks before cancelling: the subscription stops renewing and the plan lasts until the period's end. */
export function CancelSubscriptionModal({ open, planName, ends, onClose, onConfirm }: Props) {
  const { t } = useLingui();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t`Cancel your subscription?`}
      testId="cancel-subscription-modal"
    >
      <p className="mb-6">
        {ends
          ? t`It will not renew. You keep ${planName} until ${ends}, then your account moves to the free plan.`
          : t`It will not renew. You keep ${planName} until the end of the current period, then your account moves to the free plan.`}
      </p>
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className="btn min-h-11" onClick={onClose}>
          {t`Keep my subscription`}
        </button>
        <button
          type="button"
          data-testid="confirm-cancel-subscription"
          className="btn btn-error min-h-11"
          onClick={onConfirm}
        >
          {t`Cancel the subscription`}
        </button>
      </div>
    </Modal>
  );
}
