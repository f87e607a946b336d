import { useLingui } from "@lingui/react/macro";
import { Link, Navigate, useLocation, useNavigate } from "react-router-dom";
import { LegalLinks } from "../features/auth/components/LegalLinks";
import { RegisterForm } from "../features/auth/components/RegisterForm";
import { SocialSignIn } from "../features/auth/components/SocialSignIn";
import { useAuth } from "../features/auth/hooks/useAuth";
import { returnPathFromState } from "../features/auth/returnTo";

/** /register: success leads to the pending view of /verify-email, signed out (spec sections 2 and 4). */
export function RegisterPage() {
  const { t } = useLingui();
  const { isAuthenticated } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const returnTo = returnPathFromState(location.state);

  if (isAuthenticated) return <Navigate to={returnTo} replace />;

  return (
    <section>
      <h1 className="mb-1 font-semibold text-2xl">{t`Create an account`}</h1>
      <p className="mb-6 text-sm opacity-80">
        {t`Already have an account?`}{" "}
        <Link to="/login" state={location.state} className="link">
          {t`Sign in`}
        </Link>
      </p>
      <RegisterForm onRegistered={(email) => navigate(`/verify-email?email=${encodeURIComponent(email)}`)} />
      <SocialSignIn returnTo={returnTo} />
      <LegalLinks />
    </section>
  );
}
