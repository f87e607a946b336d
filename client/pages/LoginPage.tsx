import { useLingui } from "@lingui/react/macro";
import { useNavigate } from "react-router-dom";
import { adoptAccountDefaultsOnNewDevice } from "../features/account/translateDefaults";
import { AuthScreen } from "../features/auth/components/AuthScreen";
import { LoginForm } from "../features/auth/components/LoginForm";

/** /login: back to the page the user came from after signing in, else / (spec section 2). */
export function LoginPage() {
  const { t } = useLingui();
  const navigate = useNavigate();

  const onSignedIn = (returnTo: string) => {
    void adoptAccountDefaultsOnNewDevice();
    navigate(returnTo, { replace: true });
  };

  return (
    <AuthScreen
      title={t`Sign in`}
      switchPrompt={t`No account yet?`}
      switchLabel={t`Create an account`}
      switchTo="/register"
    >
      {(returnTo) => <LoginForm onSignedIn={() => onSignedIn(returnTo)} />}
    </AuthScreen>
  );
}
