import { ApiError } from "@client/lib/api";
import { describeError, isRefusedLink } from "@client/lib/errorMessages";
import { useLingui } from "@lingui/react/macro";
import { ErrorCode } from "@shared/errors";
import { CircleAlert, CircleCheck, LogIn, MailOpen } from "lucide-react";
import { Link, useLocation } from "react-router-dom";
import { useConfirmEmailChange } from "../api/confirmEmailChange";

/**
 * /confirm-email: either link of an email change. The approval (mailed to the current address) says a link went
 * to the new address; the confirmation says the new address is the account's now.
 */
export function ConfirmEmailChangeView({ token }: { token: string | null }) {
  const { t } = useLingui();
  const confirming = useConfirmEmailChange(token);

  if (!token || confirming.isError) return <RefusedLink error={confirming.error} />;

  if (confirming.isPending) {
    return (
      <section className="space-y-4 py-6 text-center" aria-busy="true">
        <span className="loading loading-spinner loading-lg" aria-hidden="true" />
        <h1 className="font-semibold text-2xl">{t`Changing your email address…`}</h1>
      </section>
    );
  }

  const { status, email } = confirming.data;
  return (
    <section className="space-y-4 text-center" data-testid={`confirm-email-${status}`}>
      {status === "approved" ? (
        <>
          <MailOpen aria-hidden="true" className="mx-auto size-10 text-primary" />
          <h1 className="font-semibold text-2xl">{t`Change approved`}</h1>
          <p>{t`We sent a link to ${email}. Open it to make it your account's address; until then nothing changes.`}</p>
        </>
      ) : (
        <>
          <CircleCheck aria-hidden="true" className="mx-auto size-10 text-success" />
          <h1 className="font-semibold text-2xl">{t`Email address changed`}</h1>
          <p>{t`Your account's address is now ${email}. Sign in with it from now on.`}</p>
        </>
      )}
      <Link to="/profile" className="btn btn-primary min-h-11 w-full">
        {t`Open my profile`}
      </Link>
    </section>
  );
}

/**
 * A link that did not work (missing, spent, expired, replaced), a new address another account took first, or a
 * link opened where the account that asked is not signed in: signing in brings the user back here.
 */
function RefusedLink({ error }: { error: Error | null }) {
  const { t, i18n } = useLingui();
  const location = useLocation();
  const text = describeError(i18n, error, "confirmEmailChange");
  if (error instanceof ApiError && error.code === ErrorCode.emailChangeSignInRequired) {
    return (
      <section className="space-y-4 text-center" data-testid="confirm-email-sign-in">
        <LogIn aria-hidden="true" className="mx-auto size-10 text-primary" />
        <h1 className="font-semibold text-2xl">{t`Sign in to confirm`}</h1>
        <p>{text.description}</p>
        <p className="text-sm opacity-80">{t`If this browser is signed in to another account, sign out of it first. If you did not ask for this change, close this page: nothing changes.`}</p>
        <Link to="/login" state={{ from: location }} className="btn btn-primary min-h-11 w-full">
          {t`Sign in`}
        </Link>
      </section>
    );
  }
  return (
    <section className="space-y-4 text-center" data-testid="confirm-email-error">
      <CircleAlert aria-hidden="true" className="mx-auto size-10 text-error" />
      <h1 className="font-semibold text-2xl">{text.title}</h1>
      <p>
        {error === null || isRefusedLink(error)
          ? t`This link is invalid or was already used. Ask for a new one.`
          : text.description}
      </p>
      <p className="text-sm opacity-80">{t`Your address has not changed. You can ask again from your profile.`}</p>
      <Link to="/profile" className="btn btn-primary min-h-11 w-full">
        {t`Open my profile`}
      </Link>
    </section>
  );
}
