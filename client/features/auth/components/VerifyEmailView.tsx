import { SubmitButton } from "@client/components/SubmitButton";
import { isApiError } from "@client/lib/api";
import { ACCOUNT_CODES, describeError, isRefusedLink } from "@client/lib/errorMessages";
import { showErrorToast, showToast } from "@client/lib/toasts";
import { useLingui } from "@lingui/react/macro";
import { Email } from "@shared/api/auth";
import { CircleAlert, CircleCheck, MailOpen } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link } from "react-router-dom";
import { useResendVerification } from "../api/resendVerification";
import { useVerifyEmail } from "../api/verifyEmail";
import { EmailField } from "./EmailField";

/** /verify-email: verifying, success, error with the token; the pending view without one (spec section 2). */
export function VerifyEmailView({ token, email }: { token: string | null; email: string | null }) {
  const { t, i18n } = useLingui();
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

  if (verifying.isError) {
    const error = verifying.error;
    const expired = isApiError(error) && error.code === ACCOUNT_CODES.tokenExpired;
    const text = describeError(i18n, error, "verifyEmail");
    return (
      <section className="space-y-4 text-center" data-testid="verify-error">
        <CircleAlert aria-hidden="true" className="mx-auto size-10 text-error" />
        <h1 className="font-semibold text-2xl">{expired ? t`Verification link has expired` : text.title}</h1>
        <p>{isRefusedLink(error) ? t`Missing or invalid verification token` : text.description}</p>
        <p className="text-sm opacity-80">{t`Sign in to ask for a new link, or create the account again.`}</p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Link to="/login" className="btn btn-primary min-h-11 flex-1">
            {t`Sign in`}
          </Link>
          <Link to="/register" className="btn min-h-11 flex-1">
            {t`Create an account`}
          </Link>
        </div>
      </section>
    );
  }

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

/** After registration, or a visit without a token: where the link is, the spam hint, and a resend that works. */
function PendingVerification({ email }: { email: string | null }) {
  const { t, i18n } = useLingui();
  const [address, setAddress] = useState(email ?? "");
  const [error, setError] = useState<string>();
  const resending = useResendVerification();

  const onResend = (event: FormEvent) => {
    event.preventDefault();
    const parsed = Email.safeParse(address);
    if (!parsed.success) {
      setError(t`Enter a valid email address.`);
      return;
    }
    setError(undefined);
    resending.mutate(parsed.data, {
      onSuccess: (_answer, email) =>
        showToast({ type: "success", description: t`We sent a new verification link to ${email}.` }),
      onError: (caught) => {
        const text = describeError(i18n, caught, "resendVerification");
        setError(text.description);
        showErrorToast(text);
      },
    });
  };

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
      <form noValidate onSubmit={onResend} className="space-y-2">
        {!email && <EmailField value={address} onChange={setAddress} error={error} />}
        {email && error && <p className="text-error text-sm">{error}</p>}
        <SubmitButton pending={resending.isPending} className="w-full">
          {t`Send the link again`}
        </SubmitButton>
      </form>
      <p className="text-center text-sm">
        <Link to="/login" className="link">
          {t`Back to sign in`}
        </Link>
      </p>
    </section>
  );
}
