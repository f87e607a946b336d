import { useLingui } from "@lingui/react/macro";
import { CircleUserRound, LogIn } from "lucide-react";
import { Link, useLocation } from "react-router-dom";
import { useAuth } from "../hooks/useAuth";

/**
 * The header's account control: sign in and sign up when signed out, 'My account' when signed in (spec
 * section 2). On a phone each is an icon button, so the header keeps to one line at 390 px.
 */
export function HeaderAccount() {
  const { t } = useLingui();
  const { isAuthenticated } = useAuth();
  const location = useLocation();

  if (isAuthenticated) {
    return (
      <Link to="/profile" className="btn btn-ghost btn-sm touch-target min-w-11" data-testid="my-account">
        <CircleUserRound aria-hidden="true" className="size-5" />
        <span className="sr-only sm:not-sr-only">{t`My account`}</span>
      </Link>
    );
  }

  // Back to this page after signing in.
  const from = { from: location };
  return (
    <div className="flex items-center gap-1">
      <Link
        to="/login"
        state={from}
        className="btn btn-ghost btn-sm touch-target min-w-11"
        data-testid="header-login"
      >
        <LogIn aria-hidden="true" className="size-5 sm:hidden" />
        <span className="sr-only sm:not-sr-only">{t`Sign in`}</span>
      </Link>
      <Link to="/register" state={from} className="btn btn-primary btn-sm touch-target hidden sm:inline-flex">
        {t`Sign up`}
      </Link>
    </div>
  );
}
