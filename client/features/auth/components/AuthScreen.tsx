import type { ReactNode } from "react";
import { Link, Navigate, useLocation } from "react-router-dom";
import { useAuth } from "../hooks/useAuth";
import { returnPathFromState } from "../returnTo";
import { LegalLinks } from "./LegalLinks";
import { SocialSignIn } from "./SocialSignIn";

interface Props {
  title: string;
  /** The question before the link to the other screen ("No account yet?"). */
  switchPrompt: string;
  switchLabel: string;
  switchTo: "/login" | "/register";
  /** The form, given the page to go back to once signed in. */
  children: (returnTo: string) => ReactNode;
}

/**
 * The frame of /login and /register: a signed-in visitor goes straight back; otherwise the title, the link to
 * the other screen (keeping where to return), the form, the providers and the legal links.
 */
export function AuthScreen({ title, switchPrompt, switchLabel, switchTo, children }: Props) {
  const { isAuthenticated } = useAuth();
  const location = useLocation();
  const returnTo = returnPathFromState(location.state);

  if (isAuthenticated) return <Navigate to={returnTo} replace />;

  return (
    <section>
      <h1 className="mb-1 font-semibold text-2xl">{title}</h1>
      <p className="mb-6 text-sm opacity-80">
        {switchPrompt}{" "}
        <Link to={switchTo} state={location.state} className="link">
          {switchLabel}
        </Link>
      </p>
      {children(returnTo)}
      <SocialSignIn returnTo={returnTo} />
      <LegalLinks />
    </section>
  );
}
