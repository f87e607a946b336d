import { useLingui } from "@lingui/react/macro";
import { Link, Navigate, useLocation, useNavigate } from "react-router-dom";
import { adoptAccountDefaultsOnNewDevice } from "../features/account/translateDefaults";
import { LegalLinks } from "../features/auth/components/LegalLinks";
import { LoginForm } from "../features/auth/components/LoginForm";
import { SocialSignIn } from "../features/auth/components/SocialSignIn";
import { useAuth } from "../features/auth/hooks/useAuth";
import { returnPathFromState } from "../features/auth/returnTo";

/** /login: back to the page the user came from after signing in, else / (spec section 2). */
export function LoginPage() {
  const { t } = useLingui();
  const { isAuthenticated } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const returnTo = returnPathFromState(location.state);

  if (isAuthenticated) return <Navigate to={returnTo} replace />;

  const onSignedIn = () => {
    void adoptAccountDefaultsOnNewDevice();
    navigate(returnTo, { replace: true });
  };

  return (
    <section>
      <h1 className="mb-1 font-semibold text-2xl">{t`Sign in`}</h1>
      <p className="mb-6 text-sm opacity-80">
        {t`No account yet?`}{" "}
        <Link to="/register" state={location.state} className="link">
          {t`Create an account`}
        </Link>
      </p>
      <LoginForm onSignedIn={onSignedIn} />
      <SocialSignIn returnTo={returnTo} />
      <LegalLinks />
    </section>
  );
}
