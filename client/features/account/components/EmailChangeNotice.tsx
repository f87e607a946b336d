import { ErrorPanel } from "@client/components/ErrorPanel";
import { useFormFailure } from "@client/lib/useFormFailure";
import { useLingui } from "@lingui/react/macro";
import type { User } from "@shared/api/profile";
import { MailWarning } from "lucide-react";
import { useCancelEmailChange } from "../api/cancelEmailChange";

/** The waiting email change: which link it waits for, and a way to give it up. */
export function EmailChangeNotice({ user }: { user: User }) {
  const { t } = useLingui();
  const cancelling = useCancelEmailChange();
  const { failure, fail } = useFormFailure("profile");
  const change = user.email_change;
  if (!change) return null;
  const current = user.email;
  const next = change.email;
  return (
    <div role="status" className="alert alert-info items-start" data-testid="email-change-pending">
      <MailWarning aria-hidden="true" className="size-5" />
      <div className="space-y-1">
        <p className="font-semibold">{t`Pending: confirm at ${next}`}</p>
        <p className="text-sm">
          {change.waiting_for === "approval"
            ? t`First approve the change with the link we sent to ${current}; then open the one we send to ${next}.`
            : t`Open the link we sent to ${next}. Until then your address stays ${current}.`}
        </p>
        {failure && <ErrorPanel {...failure} />}
      </div>
      <button
        type="button"
        className="btn btn-sm min-h-11"
        disabled={cancelling.isPending}
        onClick={() => cancelling.mutate(undefined, { onError: fail })}
        data-testid="cancel-email-change"
      >
        {t`Cancel the change`}
      </button>
    </div>
  );
}
