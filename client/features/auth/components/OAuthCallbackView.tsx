import { describeError } from "@client/lib/errorMessages";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { OAuthProvider } from "@shared/api/oauth";
import { CircleAlert, CircleCheck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Navigate, useNavigate, useSearchParams } from "react-router-dom";
import { useCompleteOAuth } from "../api/completeOAuth";
import { checkOAuthCallback, isOAuthCallback, type OAuthCallbackProblem, takeOAuthStart } from "../oauthFlow";
import { OAuthSecondFactorForm } from "./OAuthSecondFactorForm";

/** Redirect delays of spec section 9. */
const SUCCESS_REDIRECT_MS = 1500;
const FAILURE_REDIRECT_MS = 3000;

const PROBLEM_TEXT: Record<Exclude<OAuthCallbackProblem["kind"], "provider_error">, MessageDescriptor> = {
  cancelled: msg`Sign-in cancelled`,
  no_code: msg`No authorization code received`,
  no_provider: msg`No OAuth provider found in session`,
  state_mismatch: msg`Invalid state parameter - possible CSRF attack`,
};

type Phase =
  | { kind: "processing" }
  /** The account has two-factor on: the provider's answer is a ticket that the code turns into a session. */
  | { kind: "second_factor"; ticket: string; returnTo: string }
  | { kind: "success"; isNewUser: boolean; returnTo: string }
  | { kind: "error"; message: string };

/**
 * /auth/google/callback and /auth/github/callback: processing, then success or error, each moving on by itself;
 * an account with two-factor on is asked for its code in between.
 */
export function OAuthCallbackView({
  provider,
  onSignedIn,
}: {
  provider: OAuthProvider;
  onSignedIn: () => void;
}) {
  const { t, i18n } = useLingui();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const completing = useCompleteOAuth();
  const [phase, setPhase] = useState<Phase>({ kind: "processing" });
  const handled = useRef(false);
  const callback = isOAuthCallback(params);

  // The code is single-use: the exchange runs once per page, even when the effect runs twice.
  useEffect(() => {
    if (!callback || handled.current) return;
    handled.current = true;
    const check = checkOAuthCallback(params, takeOAuthStart(sessionStorage), provider);
    if (!check.ok) {
      const problem = check.problem;
      const message =
        problem.kind === "provider_error"
          ? (problem.description ?? i18n._(msg`OAuth sign-in failed`))
          : i18n._(PROBLEM_TEXT[problem.kind]);
      setPhase({ kind: "error", message });
      return;
    }
    completing.mutate(
      { provider: check.provider, code: check.code, state: check.state },
      {
        onSuccess: (answer) => {
          if ("two_factor_required" in answer) {
            setPhase({ kind: "second_factor", ticket: answer.ticket, returnTo: check.returnTo });
            return;
          }
          onSignedIn();
          setPhase({ kind: "success", isNewUser: answer.is_new_user, returnTo: check.returnTo });
        },
        onError: (error) =>
          setPhase({ kind: "error", message: describeError(i18n, error, "oauth").description }),
      },
    );
  }, [callback, params, provider, completing, i18n, onSignedIn]);

  useEffect(() => {
    // The code is the user's to type: no timer while the form waits for it.
    if (phase.kind === "processing" || phase.kind === "second_factor") return;
    const target = phase.kind === "success" ? phase.returnTo : "/login";
    const timer = setTimeout(
      () => navigate(target, { replace: true }),
      phase.kind === "success" ? SUCCESS_REDIRECT_MS : FAILURE_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [phase, navigate]);

  if (!callback) return <Navigate to="/login" replace />;

  if (phase.kind === "processing") {
    return (
      <section className="space-y-4 py-6 text-center" aria-busy="true">
        <span className="loading loading-spinner loading-lg" aria-hidden="true" />
        <h1 className="font-semibold text-2xl">{t`Signing you in…`}</h1>
      </section>
    );
  }

  if (phase.kind === "second_factor") {
    const { returnTo } = phase;
    return (
      <OAuthSecondFactorForm
        ticket={phase.ticket}
        onSignedIn={() => {
          onSignedIn();
          setPhase({ kind: "success", isNewUser: false, returnTo });
        }}
        onExpired={(message) => setPhase({ kind: "error", message })}
      />
    );
  }

  if (phase.kind === "success") {
    return (
      <section className="space-y-4 py-6 text-center" role="status" data-testid="oauth-success">
        <CircleCheck aria-hidden="true" className="mx-auto size-10 text-success" />
        <h1 className="font-semibold text-2xl">
          {phase.isNewUser ? t`Welcome to Polysub` : t`You are signed in`}
        </h1>
        <p className="opacity-80">{t`Taking you back…`}</p>
      </section>
    );
  }

  return (
    <section className="space-y-4 py-6 text-center" role="alert" data-testid="oauth-error">
      <CircleAlert aria-hidden="true" className="mx-auto size-10 text-error" />
      <h1 className="font-semibold text-2xl">{t`OAuth sign-in failed`}</h1>
      <p>{phase.message}</p>
      <p className="text-sm opacity-80">{t`Taking you back to the sign-in page…`}</p>
    </section>
  );
}
