import { ErrorPanel } from "@client/components/ErrorPanel";
import { TextField } from "@client/components/TextField";
import { describeError, type ErrorText } from "@client/lib/errorMessages";
import { showToast } from "@client/lib/toasts";
import { useLingui } from "@lingui/react/macro";
import { Email } from "@shared/api/auth";
import { MailCheck } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link } from "react-router-dom";
import { useRequestPasswordReset } from "../api/requestPasswordReset";

/** The email form, then the 'sent' view with send-again and the spam hint (spec section 2). */
export function ForgotPasswordForm() {
  const { t, i18n } = useLingui();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<ErrorText>();
  const [sentTo, setSentTo] = useState<string>();
  const requesting = useRequestPasswordReset();

  const send = (address: string) => {
    setFailure(undefined);
    requesting.mutate(address, {
      onSuccess: () => {
        if (sentTo) showToast({ type: "success", description: t`We sent the email again.` });
        setSentTo(address);
      },
      onError: (caught) => {
        const text = describeError(i18n, caught, "forgotPassword");
        setFailure(text);
        showToast({ type: "error", title: text.title, description: text.description });
      },
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
        {failure && <ErrorPanel title={failure.title} description={failure.description} />}
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
      {failure && <ErrorPanel title={failure.title} description={failure.description} />}
      <TextField
        label={t`Email`}
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
        error={error}
        required
      />
      <button type="submit" className="btn btn-primary min-h-11 w-full" disabled={requesting.isPending}>
        {requesting.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {t`Send the link`}
      </button>
      <p className="text-center text-sm">
        <Link to="/login" className="link">
          {t`Back to sign in`}
        </Link>
      </p>
    </form>
  );
}
