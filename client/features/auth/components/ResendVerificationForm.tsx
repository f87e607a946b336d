import { SubmitButton } from "@client/components/SubmitButton";
import { describeError } from "@client/lib/errorMessages";
import { showToast } from "@client/lib/toasts";
import { useLingui } from "@lingui/react/macro";
import { Email } from "@shared/api/auth";
import { type FormEvent, useState } from "react";
import { useResendVerification } from "../api/resendVerification";
import { EmailField } from "./EmailField";

/**
 * Asks for a new verification link (POST /auth/resend-verification-email, rate-limited by the server): with the
 * address given after registration, else with one typed here. A refusal shows under the field.
 */
export function ResendVerificationForm({ email }: { email: string | null }) {
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
      onError: (caught) => setError(describeError(i18n, caught, "resendVerification").description),
    });
  };

  return (
    <form noValidate onSubmit={onResend} className="space-y-2" data-testid="resend-verification">
      {!email && <EmailField value={address} onChange={setAddress} error={error} />}
      {email && error && <p className="text-error text-sm">{error}</p>}
      <SubmitButton pending={resending.isPending} className="w-full">
        {t`Send the link again`}
      </SubmitButton>
    </form>
  );
}
