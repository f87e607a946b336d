import { describeError, isRefusedLink } from "@client/lib/errorMessages";
import { useLingui } from "@lingui/react/macro";
import { CircleAlert, CircleCheck, ShieldCheck, Trash2 } from "lucide-react";
import { Link } from "react-router-dom";
import { type AccountLinkAction, useConfirmAccountLink } from "../api/accountLinks";

/**
 * /confirm-account?action=&token=: the link mailed to an account with neither a password nor two-factor, to delete
 * it or turn two-factor on. Nothing happens on opening: the holder presses the button (a mail scanner that opens
 * links must not delete an account).
 */
export function ConfirmAccountLinkView({ action, token }: { action: string | null; token: string | null }) {
  const { t, i18n } = useLingui();
  const confirming = useConfirmAccountLink();
  const known = action === "delete" || action === "two_factor" ? (action as AccountLinkAction) : null;

  if (!known || !token || confirming.isError) {
    const text = describeError(i18n, confirming.error, "confirmAccountLink");
    return (
      <section className="space-y-4 text-center" data-testid="confirm-account-error">
        <CircleAlert aria-hidden="true" className="mx-auto size-10 text-error" />
        <h1 className="font-semibold text-2xl">{text.title}</h1>
        <p>
          {confirming.error === null || isRefusedLink(confirming.error)
            ? t`This link is invalid or was already used. Ask for a new one.`
            : text.description}
        </p>
        <p className="text-sm opacity-80">{t`Nothing has changed. You can ask again from your profile.`}</p>
        <Link to="/profile?section=security" className="btn btn-primary min-h-11 w-full">
          {t`Open my profile`}
        </Link>
      </section>
    );
  }

  if (confirming.isSuccess) {
    return (
      <section className="space-y-4 text-center" data-testid={`confirm-account-${known}-done`}>
        <CircleCheck aria-hidden="true" className="mx-auto size-10 text-success" />
        {known === "delete" ? (
          <>
            <h1 className="font-semibold text-2xl">{t`Your account has been deleted.`}</h1>
            <p>{t`Its files, translations and sessions are gone; a paid subscription was cancelled.`}</p>
            <Link to="/" className="btn btn-primary min-h-11 w-full">
              {t`Back to the home page`}
            </Link>
          </>
        ) : (
          <>
            <h1 className="font-semibold text-2xl">{t`Two-factor authentication is on`}</h1>
            <p>{t`Each sign-in now asks for a code from your authenticator app. Your other devices have been signed out.`}</p>
            <Link to="/profile?section=security" className="btn btn-primary min-h-11 w-full">
              {t`Open my profile`}
            </Link>
          </>
        )}
      </section>
    );
  }

  const confirm = () => confirming.mutate({ action: known, token });
  return (
    <section className="space-y-4 text-center" data-testid={`confirm-account-${known}`}>
      {known === "delete" ? (
        <>
          <Trash2 aria-hidden="true" className="mx-auto size-10 text-error" />
          <h1 className="font-semibold text-2xl">{t`Delete my account`}</h1>
          <p>{t`Your files, translations, sessions and settings are deleted; a paid subscription is cancelled. This action cannot be undone.`}</p>
        </>
      ) : (
        <>
          <ShieldCheck aria-hidden="true" className="mx-auto size-10 text-primary" />
          <h1 className="font-semibold text-2xl">{t`Turn on two-factor authentication`}</h1>
          <p>{t`Each sign-in will then ask for a code from the authenticator app set up from your profile. If you did not set it up, close this page: someone else could lock you out.`}</p>
        </>
      )}
      <button
        type="button"
        className={`btn min-h-11 w-full ${known === "delete" ? "btn-error" : "btn-primary"}`}
        onClick={confirm}
        disabled={confirming.isPending}
        data-testid="confirm-account-submit"
      >
        {confirming.isPending && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
        {known === "delete" ? t`Delete permanently` : t`Turn on two-factor authentication`}
      </button>
    </section>
  );
}
