import { ErrorPanel } from "@client/components/ErrorPanel";
import { PasswordField } from "@client/components/password/PasswordField";
import { SubmitButton } from "@client/components/SubmitButton";
import { isApiError } from "@client/lib/api";
import { useFormFailure } from "@client/lib/useFormFailure";
import { useKeptBeforeHydration } from "@client/lib/useHydrated";
import { useLingui } from "@lingui/react/macro";
import { Email } from "@shared/api/auth";
import { ErrorCode } from "@shared/errors";
import { type FormEvent, useState } from "react";
import { Link } from "react-router-dom";
import { useLogin } from "../api/login";
import { EmailField } from "./EmailField";
import { SecondFactorField } from "./SecondFactorField";

/** Answers about the second factor, shown at its field. */
const CODE_ERRORS = new Set<string>([ErrorCode.twoFactorRequired, ErrorCode.invalidTwoFactorCode]);

interface FieldErrors {
  email?: string;
  password?: string;
  code?: string;
}

/**
 * Email and password, remember me; when the account has two-factor on, the server answers two_factor_required
 * and the form asks for the code, then sends everything again with it.
 */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useLingui();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [rememberMe, setRememberMe] = useState(true);
  const rememberRef = useKeptBeforeHydration<HTMLInputElement, boolean>(rememberMe, setRememberMe);
  const [needsCode, setNeedsCode] = useState(false);
  const [code, setCode] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const { failure, fail, failAt, clear } = useFormFailure("login");
  const login = useLogin();

  const validate = (): FieldErrors => {
    const found: FieldErrors = {};
    if (!email.trim()) found.email = t`Enter your email address.`;
    else if (!Email.safeParse(email).success) found.email = t`Enter a valid email address.`;
    if (!password) found.password = t`Enter your password.`;
    if (needsCode && code.trim() === "") found.code = t`Enter the 6-digit code from your authenticator app.`;
    return found;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    clear();
    if (Object.keys(found).length > 0) return;
    login.mutate(
      { email: email.trim(), password, rememberMe, totpCode: needsCode ? code.trim() : undefined },
      {
        onSuccess: onSignedIn,
        onError: (error) => {
          if (isApiError(error) && error.code === ErrorCode.twoFactorRequired && !needsCode) {
            setNeedsCode(true);
            return;
          }
          if (isApiError(error) && CODE_ERRORS.has(error.code))
            failAt(error, (text) => setErrors({ code: text.description }));
          else fail(error);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" data-testid="login-form">
      {failure && <ErrorPanel {...failure} />}
      <EmailField
        autoComplete="username"
        value={email}
        onChange={setEmail}
        error={errors.email}
        disabled={needsCode}
        required
      />
      <PasswordField
        label={t`Password`}
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        error={errors.password}
        required
      />
      {needsCode && <SecondFactorField value={code} onChange={setCode} error={errors.code} />}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm">
          <input
            ref={rememberRef}
            type="checkbox"
            className="checkbox checkbox-sm"
            checked={rememberMe}
            onChange={(event) => setRememberMe(event.target.checked)}
          />
          {t`Remember me`}
        </label>
        <Link to="/forgot-password" className="link text-sm">
          {t`Forgot password?`}
        </Link>
      </div>
      <SubmitButton pending={login.isPending} className="btn-primary w-full">
        {needsCode ? t`Verify and sign in` : t`Sign in`}
      </SubmitButton>
    </form>
  );
}
