import { SubmitButton } from "@client/components/SubmitButton";
import { isApiError } from "@client/lib/api";
import { describeError } from "@client/lib/errorMessages";
import { useLingui } from "@lingui/react/macro";
import { ErrorCode } from "@shared/errors";
import { type FormEvent, useState } from "react";
import { Link } from "react-router-dom";
import { useFinishOAuthSignIn } from "../api/finishOAuthSignIn";
import { SecondFactorField } from "./SecondFactorField";

/**
 * The callback page's second step, for an account with two-factor on: the provider proved who this is, the code
 * finishes the sign-in. A wrong code is said at the field and may be typed again; a ticket that expired or was
 * used up ends the attempt (`onExpired`), as the sign-in must start over.
 */
export function OAuthSecondFactorForm({
  ticket,
  onSignedIn,
  onExpired,
}: {
  ticket: string;
  onSignedIn: () => void;
  onExpired: (message: string) => void;
}) {
  const { t, i18n } = useLingui();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string>();
  const finishing = useFinishOAuthSignIn();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === "") {
      setError(t`Enter the 6-digit code from your authenticator app.`);
      return;
    }
    setError(undefined);
    finishing.mutate(
      { ticket, totp_code: code.trim() },
      {
        onSuccess: onSignedIn,
        onError: (caught) => {
          const message = describeError(i18n, caught, "oauth").description;
          if (isApiError(caught) && caught.code === ErrorCode.signInTicketInvalid) onExpired(message);
          else setError(message);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4 py-6" data-testid="oauth-second-factor">
      <h1 className="text-center font-semibold text-2xl">{t`Two-factor authentication`}</h1>
      <SecondFactorField value={code} onChange={setCode} error={error} />
      <SubmitButton pending={finishing.isPending} className="btn-primary w-full">
        {t`Verify and sign in`}
      </SubmitButton>
      <Link to="/login" replace className="link block text-center text-sm">
        {t`Back to sign in`}
      </Link>
    </form>
  );
}
