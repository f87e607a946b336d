import { OAuthProvider, OAuthState } from "@shared/api/oauth";
import { safeReturnPath } from "./returnTo";

/** What the sign-in start leaves in session storage for the callback page (spec section 4). */
export interface OAuthStart {
  provider: OAuthProvider;
  state: string;
  returnTo: string;
}

export const OAUTH_STORAGE_KEY = "oauth_sign_in";

/** 32 random bytes in hex (spec section 9). */
export function newOAuthState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

export function rememberOAuthStart(storage: Pick<Storage, "setItem">, start: OAuthStart): void {
  storage.setItem(OAUTH_STORAGE_KEY, JSON.stringify(start));
}

/** Reads the started sign-in and forgets it: a state is good for one callback. */
export function takeOAuthStart(storage: Pick<Storage, "getItem" | "removeItem">): OAuthStart | null {
  const text = storage.getItem(OAUTH_STORAGE_KEY);
  storage.removeItem(OAUTH_STORAGE_KEY);
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Record<string, unknown>;
    const provider = OAuthProvider.safeParse(value.provider);
    const state = OAuthState.safeParse(value.state);
    if (!provider.success || !state.success) return null;
    return { provider: provider.data, state: state.data, returnTo: safeReturnPath(value.returnTo) };
  } catch {
    return null;
  }
}

/** A callback is recognised by a code or an error in its query (spec section 2). */
export function isOAuthCallback(params: URLSearchParams): boolean {
  return params.has("code") || params.has("error");
}

export type OAuthCallbackProblem =
  | { kind: "provider_error"; description: string | null }
  | { kind: "cancelled" }
  | { kind: "no_code" }
  | { kind: "no_provider" }
  | { kind: "state_mismatch" };

export type OAuthCallbackCheck =
  | { ok: true; provider: OAuthProvider; code: string; state: string; returnTo: string }
  | { ok: false; problem: OAuthCallbackProblem };

/**
 * The spec's checks, in its order: the provider's error, a missing code, no sign-in started in this tab (or for
 * another provider), then a state that is not the one this tab sent, which is how a forged callback looks.
 */
export function checkOAuthCallback(
  params: URLSearchParams,
  started: OAuthStart | null,
  routeProvider: OAuthProvider,
): OAuthCallbackCheck {
  const error = params.get("error");
  if (error) {
    if (error === "access_denied") return { ok: false, problem: { kind: "cancelled" } };
    return { ok: false, problem: { kind: "provider_error", description: params.get("error_description") } };
  }
  const code = params.get("code");
  if (!code) return { ok: false, problem: { kind: "no_code" } };
  if (!started || started.provider !== routeProvider) return { ok: false, problem: { kind: "no_provider" } };
  if (params.get("state") !== started.state) return { ok: false, problem: { kind: "state_mismatch" } };
  return { ok: true, provider: started.provider, code, state: started.state, returnTo: started.returnTo };
}
