import { describeError } from "@client/lib/errorMessages";
import { showErrorToast } from "@client/lib/toasts";
import { useLingui } from "@lingui/react/macro";
import type { OAuthProvider } from "@shared/api/oauth";
import { OAUTH_PROVIDERS } from "@shared/api/oauth";
import { useOAuthProviders } from "../api/getOAuthProviders";
import { useStartOAuth } from "../api/startOAuth";

const NAMES: Record<OAuthProvider, string> = { google: "Google", github: "GitHub" };

/**
 * Google and GitHub buttons. A provider the server has no configuration for is shown disabled with the reason,
 * rather than failing after the click; while the server has not said, the buttons wait.
 */
export function SocialSignIn({ returnTo }: { returnTo: string }) {
  const { t, i18n } = useLingui();
  const providers = useOAuthProviders();
  const starting = useStartOAuth();
  const available = (id: OAuthProvider) =>
    providers.data?.providers.find((p) => p.id === id)?.available ?? false;

  const start = (provider: OAuthProvider) =>
    starting.mutate(
      { provider, returnTo },
      {
        onError: (error) => {
          const name = NAMES[provider];
          showErrorToast({
            title: t`Error connecting with ${name}`,
            description: describeError(i18n, error, "oauth").description,
          });
        },
      },
    );

  // The divider stays outside the buttons' space-y-2, whose margins would override its own above and below.
  return (
    <div>
      <div className="divider text-sm opacity-80">{t`or`}</div>
      <div className="space-y-2">
        {OAUTH_PROVIDERS.map((provider) => {
          const name = NAMES[provider];
          const unavailable = providers.isSuccess && !available(provider);
          return (
            <div key={provider}>
              <button
                type="button"
                className="btn btn-outline min-h-11 w-full"
                disabled={!available(provider) || starting.isPending}
                aria-describedby={unavailable ? `${provider}-unavailable` : undefined}
                data-testid={`oauth-${provider}`}
                onClick={() => start(provider)}
              >
                {starting.isPending && starting.variables?.provider === provider && (
                  <span className="loading loading-spinner loading-sm" aria-hidden="true" />
                )}
                {t`Continue with ${name}`}
              </button>
              {unavailable && (
                <p id={`${provider}-unavailable`} className="mt-1 text-center text-xs opacity-70">
                  {t`${name} sign-in is not set up on this server.`}
                </p>
              )}
            </div>
          );
        })}
        {providers.isError && (
          <p className="text-center text-xs opacity-70">{t`Social sign-in cannot be reached right now.`}</p>
        )}
      </div>
    </div>
  );
}
