import { ErrorPanel } from "@client/components/ErrorPanel";
import { NewPasswordFields } from "@client/components/password/NewPasswordFields";
import { useNewPassword } from "@client/components/password/useNewPassword";
import { SubmitButton } from "@client/components/SubmitButton";
import { describeError, type ErrorText, isRefusedLink } from "@client/lib/errorMessages";
import { useLingui } from "@lingui/react/macro";
import { CircleCheck } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link } from "react-router-dom";
import { useResetPassword } from "../api/resetPassword";

/** /reset-password?token=: a new password for the account of the mailed link. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const { t, i18n } = useLingui();
  const newPassword = useNewPassword();
  const [failure, setFailure] = useState<ErrorText>();
  const resetting = useResetPassword();

  if (!token) {
    return (
      <section className="space-y-4">
        <h1 className="font-semibold text-2xl">{t`Choose a new password`}</h1>
        <ErrorPanel
          title={t`This link is not complete`}
          description={t`Missing or invalid verification token`}
        />
        <Link to="/forgot-password" className="btn btn-primary min-h-11 w-full">
          {t`Ask for a new link`}
        </Link>
      </section>
    );
  }

  if (resetting.isSuccess) {
    return (
      <section className="space-y-4 text-center" data-testid="reset-done">
        <CircleCheck aria-hidden="true" className="mx-auto size-10 text-success" />
        <h1 className="font-semibold text-2xl">{t`Password changed`}</h1>
        <p>{t`Your new password is set. Sign in with it; other devices have been signed out.`}</p>
        <Link to="/login" className="btn btn-primary min-h-11 w-full">
          {t`Sign in`}
        </Link>
      </section>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    if (!newPassword.acceptable) return;
    resetting.mutate(
      { token, password: newPassword.password, confirmPassword: newPassword.confirm },
      {
        onError: (caught) => {
          const described = describeError(i18n, caught, "resetPassword");
          const text = isRefusedLink(caught)
            ? { ...described, description: t`This link is invalid or was already used. Ask for a new one.` }
            : described;
          setFailure(text);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" data-testid="reset-form">
      <h1 className="font-semibold text-2xl">{t`Choose a new password`}</h1>
      {failure && (
        <ErrorPanel {...failure}>
          <Link to="/forgot-password" className="link text-sm">
            {t`Ask for a new link`}
          </Link>
        </ErrorPanel>
      )}
      <NewPasswordFields
        {...newPassword.fields}
        passwordLabel={t`New password`}
        confirmLabel={t`Confirm password`}
        checklist
      />
      <SubmitButton
        pending={resetting.isPending}
        disabled={!newPassword.acceptable}
        className="btn-primary w-full"
      >
        {t`Save the new password`}
      </SubmitButton>
    </form>
  );
}
