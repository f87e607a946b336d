import { useLingui } from "@lingui/react/macro";
import { useNavigate } from "react-router-dom";
import { AuthScreen } from "../features/auth/components/AuthScreen";
import { RegisterForm } from "../features/auth/components/RegisterForm";

/** /register: success leads to the pending view of /verify-email, signed out (spec sections 2 and 4). */
export function RegisterPage() {
  const { t } = useLingui();
  const navigate = useNavigate();

  return (
    <AuthScreen
      title={t`Create an account`}
      switchPrompt={t`Already have an account?`}
      switchLabel={t`Sign in`}
      switchTo="/login"
    >
      {() => (
        <RegisterForm
          onRegistered={(email) => navigate(`/verify-email?email=${encodeURIComponent(email)}`)}
        />
      )}
    </AuthScreen>
  );
}
