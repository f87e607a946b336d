import { isApiError } from "@client/lib/api";
import { ACCOUNT_CODES, describeError, isRefusedLink } from "@client/lib/errorMessages";
import { useLingui } from "@lingui/react/macro";
import { ErrorCode } from "@shared/errors";
import { CircleAlert, CircleCheck, MailOpen } from "lucide-react";
import { Link } from "react-router-dom";
import { useVerifyEmail } from "../api/verifyEmail";
import { ResendVerificationForm } from "./ResendVerificationForm";

/** /verify-email: verifying, success, error with the token; the pending view without one (spec section 2). */
export function VerifyEmailView({ token, email }: { token: string | null; email: string | null }) {
  const { t } = useLingui();
  const verifying = useVerifyEmail(token);

  if (!token) return <PendingVerification email={email} />;

  if (verifying.isPending) {
    return (
      <section className="space-y-4 py-6 text-center" aria-busy="true">
        <span className="loading loading-spinner loading-lg" aria-hidden="true" />
        <h1 className="font-semibold text-2xl">{t`Verifying your email address…`}</h1>
      </section>
    );
  }

  if (verifying.isError) return <LinkRefused error={verifying.error} />;

  const verified = verifying.data.email;
  return (
    <section className="space-y-4 text-center" data-testid="verify-success">
      <CircleCheck aria-hidden="true" className="mx-auto size-10 text-success" />
      <h1 className="font-semibold text-2xl">{t`Email address verified`}</h1>
      <p>{t`${verified} is verified. You can now use every feature of your plan.`}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Link to="/login" className="btn btn-primary min-h-11 flex-1">
          {t`Sign in`}
        </Link>
        <Link to="/" className="btn min-h-11 flex-1">
          {t`Back to home`}
        </Link>
      </div>
    </section>
  );
}

/**
 * A link that did not verify: already used for an address that is verified (nothing to do but sign in), or expired
 * or invalid, with a new link to ask for.
 */
export function LinkRefused({ error }: { error: Error }) {
  const { t, i18n } = useLingui();
  if (isApiError(error) && error.code === ErrorCode.emailAlreadyVerified)
    return (
      <section className="space-y-4 text-center" data-testid="verify-already">
        <CircleCheck aria-hidden="true" className="mx-auto size-10 text-success" />
        <h1 className="font-semibold text-2xl">{t`Your email address is already verified`}</h1>
        <p>{t`This link was used already. Sign in to continue.`}</p>
        <Link to="/login" className="btn btn-primary min-h-11 w-full">
          {t`Sign in`}
        </Link>
      </section>
    );
  const expired = isApiError(error) && error.code === ACCOUNT_CODES.tokenExpired;
  const text = describeError(i18n, error, "verifyEmail");
  return (
    <section className="space-y-4 text-center" data-testid="verify-error">
      <CircleAlert aria-hidden="true" className="mx-auto size-10 text-error" />
      <h1 className="font-semibold text-2xl">{expired ? t`Verification link has expired` : text.title}</h1>
      <p>{isRefusedLink(error) ? t`Missing or invalid verification token` : text.description}</p>
      <p className="text-sm opacity-80">{t`Enter your address to get a new link; it works for 24 hours.`}</p>
      <ResendVerificationForm email={null} />
      <div className="flex flex-col gap-2 sm:flex-row">
        <Link to="/login" className="btn min-h-11 flex-1">
          {t`Sign in`}
        </Link>
        <Link to="/register" className="btn btn-ghost min-h-11 flex-1">
          {t`Create an account`}
        </Link>
      </div>
    </section>
  );
}

/** After registration, or a visit without a token: where the link is, the spam hint, and a resend that works. */
function PendingVerification({ email }: { email: string | null }) {
  const { t } = useLingui();
  return (
    <section className="space-y-4" data-testid="verify-pending">
      <MailOpen aria-hidden="true" className="mx-auto size-10 text-primary" />
      <h1 className="text-center font-semibold text-2xl">{t`Check your email`}</h1>
      <p className="text-center">
        {email
          ? t`We sent a verification link to ${email}. Open it to verify your address; it works for 24 hours.`
          : t`Open the link in the email we sent you to verify your address; it works for 24 hours.`}
      </p>
      <p className="text-center text-sm opacity-80">
        {t`Nothing after a few minutes? Look in your spam or junk folder, and check the address.`}
      </p>
      <ResendVerificationForm email={email} />
      <p className="text-center text-sm">
        <Link to="/login" className="link">
          {t`Back to sign in`}
        </Link>
      </p>
    </section>
  );
}
