import { ErrorPanel } from "@client/components/ErrorPanel";
import { NewPasswordFields } from "@client/components/password/NewPasswordFields";
import { useNewPassword } from "@client/components/password/useNewPassword";
import { SubmitButton } from "@client/components/SubmitButton";
import { TextField } from "@client/components/TextField";
import { isApiError } from "@client/lib/api";
import { ACCOUNT_CODES } from "@client/lib/errorMessages";
import { useFormFailure } from "@client/lib/useFormFailure";
import { useKeptBeforeHydration } from "@client/lib/useHydrated";
import { useLingui } from "@lingui/react/macro";
import { Email } from "@shared/api/auth";
import { type FormEvent, useState } from "react";
import { Link } from "react-router-dom";
import { useRegister } from "../api/register";
import { EmailField } from "./EmailField";

/** Fields whose errors show: each once it was left (email) or changed (terms), and all of them on submit. */
export type Touched = ReadonlySet<"email" | "terms">;

/** The terms' error waits for the terms: typing a password before ticking the box is no mistake. */
export function termsErrorShown(accepted: boolean, touched: Touched): boolean {
  return touched.has("terms") && !accepted;
}

/**
 * Name, email, password twice and the terms. The checklist and meter follow the password as it is typed; the
 * submit button waits until everything is acceptable (spec section 5).
 */
export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const { t } = useLingui();
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [accepted, setAccepted] = useState(false);
  const termsRef = useKeptBeforeHydration<HTMLInputElement, boolean>(accepted, setAccepted);
  const [touched, setTouched] = useState<Touched>(new Set());
  const touch = (field: "email" | "terms") => setTouched((before) => new Set(before).add(field));
  const [emailTaken, setEmailTaken] = useState<string>();
  const { failure, fail, failAt, clear } = useFormFailure("register");
  const registering = useRegister();

  const newPassword = useNewPassword([email, name]);
  const emailValid = Email.safeParse(email).success;
  const valid = emailValid && newPassword.acceptable && accepted;

  const emailError =
    emailTaken === email.trim().toLowerCase()
      ? t`This email address is already used`
      : touched.has("email") && !emailValid
        ? t`Enter a valid email address.`
        : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(new Set(["email", "terms"]));
    clear();
    if (!valid) return;
    const address = email.trim().toLowerCase();
    registering.mutate(
      { name, email: address, password: newPassword.password },
      {
        onSuccess: (answer) => onRegistered(answer.email),
        onError: (error) => {
          if (isApiError(error) && error.code === ACCOUNT_CODES.emailTaken)
            failAt(error, () => setEmailTaken(address));
          else fail(error);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" data-testid="register-form">
      {failure && <ErrorPanel {...failure} />}
      <TextField
        label={t`Name`}
        name="name"
        autoComplete="name"
        value={name}
        onChange={setName}
        maxLength={100}
      />
      <EmailField
        value={email}
        onChange={setEmail}
        onBlur={() => email !== "" && touch("email")}
        error={emailError}
        required
      />
      <NewPasswordFields
        {...newPassword.fields}
        passwordLabel={t`Password`}
        confirmLabel={t`Confirm password`}
        checklist
        names={{ password: "new-password", confirm: "confirm-password" }}
      />
      <div>
        <label className="flex min-h-11 cursor-pointer items-start gap-2 text-sm">
          <input
            ref={termsRef}
            type="checkbox"
            className="checkbox checkbox-sm mt-0.5"
            checked={accepted}
            onChange={(event) => {
              setAccepted(event.target.checked);
              touch("terms");
            }}
            name="terms"
          />
          <span>
            {t`I accept the terms of use and the privacy policy.`}{" "}
            <Link to="/legal/terms" className="link" target="_blank">
              {t`Terms of use`}
            </Link>
            {" · "}
            <Link to="/legal/privacy" className="link" target="_blank">
              {t`Privacy policy`}
            </Link>
          </span>
        </label>
        {termsErrorShown(accepted, touched) && (
          <p className="mt-1 text-error text-sm">{t`You must accept the terms of use`}</p>
        )}
      </div>
      <SubmitButton pending={registering.isPending} disabled={!valid} className="btn-primary w-full">
        {t`Create my account`}
      </SubmitButton>
    </form>
  );
}
