import { ErrorPanel } from "@client/components/ErrorPanel";
import { SubmitButton } from "@client/components/SubmitButton";
import { showToast } from "@client/lib/toasts";
import { useFormFailure } from "@client/lib/useFormFailure";
import { useLingui } from "@lingui/react/macro";
import { Email } from "@shared/api/auth";
import { MailCheck } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link } from "react-router-dom";
import { useRequestPasswordReset } from "../api/requestPasswordReset";
import { EmailField } from "./EmailField";

/** The email form, then the 'sent' view with send-again and the spam hint (spec section 2). */
export function ForgotPasswordForm() {
  const { t } = useLingui();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const { failure, fail, clear } = useFormFailure("forgotPassword");
  const [sentTo, setSentTo] = useState<string>();
  const requesting = useRequestPasswordReset();

  const send = (address: string) => {
    clear();
    requesting.mutate(address, {
      onSuccess: () => {
        if (sentTo) showToast({ type: "success", description: t`We sent the email again.` });
        setSentTo(address);
      },
      onError: fail,
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = Email.safeParse(email);
    if (!parsed.success) {
      setError(email.trim() ? t`Enter a valid email address.` : t`Enter your email address.`);
      return;
    }
    setError(undefined);
    send(parsed.data);
  };

  if (sentTo) {
    return (
      <section className="space-y-4 text-center" data-testid="reset-sent">
        <MailCheck aria-hidden="true" className="mx-auto size-10 text-success" />
        <h1 className="font-semibold text-2xl">{t`Check your email`}</h1>
        <p>{t`If an account uses ${sentTo}, we sent it a link to choose a new password. The link works for one hour.`}</p>
        <p className="text-sm opacity-80">
          {t`Nothing after a few minutes? Look in your spam or junk folder, and check the address.`}
        </p>
        {failure && <ErrorPanel {...failure} />}
        <div className="flex flex-col gap-2">
          <button
            type="button"
            className="btn min-h-11"
            onClick={() => send(sentTo)}
            disabled={requesting.isPending}
          >
            {requesting.isPending && (
              <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            )}
            {t`Send again`}
          </button>
          <button type="button" className="btn btn-ghost min-h-11" onClick={() => setSentTo(undefined)}>
            {t`Use another address`}
          </button>
          <Link to="/login" className="link min-h-11 pt-2">
            {t`Back to sign in`}
          </Link>
        </div>
      </section>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" data-testid="forgot-form">
      <h1 className="font-semibold text-2xl">{t`Forgot your password?`}</h1>
      <p className="text-sm opacity-80">{t`Enter your email address and we will send you a link to choose a new password.`}</p>
      {failure && <ErrorPanel {...failure} />}
      <EmailField value={email} onChange={setEmail} error={error} required />
      <SubmitButton pending={requesting.isPending} className="btn-primary w-full">
        {t`Send the link`}
      </SubmitButton>
      <p className="text-center text-sm">
        <Link to="/login" className="link">
          {t`Back to sign in`}
        </Link>
      </p>
    </form>
  );
}
