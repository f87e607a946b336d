import { beginDeviceAccount, forgetDeviceAccount } from "@client/db/accountData";
import { connectSession } from "@client/lib/api";
import { accountKeys } from "@client/lib/queryKeys";
import { appStore } from "@client/lib/store";
import { showToast } from "@client/lib/toasts";
import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { QueryClient } from "@tanstack/react-query";
import { AUTH_STORAGE_KEY, authAtom, readAuthFromStorage, SIGNED_OUT, writeStoredAuth } from "./state";

let queries: QueryClient | undefined;

function setToken(token: string | null): void {
  const auth = token ? { token, isAuthenticated: true } : SIGNED_OUT;
  writeStoredAuth(auth);
  appStore.set(authAtom, auth);
}

export function currentToken(): string | null {
  return appStore.get(authAtom).token;
}

/**
 * Signed in (password, code or social): the token is kept, what the device makes from now on is the account's,
 * then the user and limits are fetched. Every cached answer is refetched, because the device's files and jobs now
 * belong to the account.
 */
export function signIn(token: string): void {
  setToken(token);
  void beginDeviceAccount();
  void queries?.invalidateQueries();
}

/**
 * Ends the session on this device only, and removes the account's rows from it (a visitor's stay); the caller
 * tells the server when there is anything to tell.
 */
export function endSession(): void {
  if (!currentToken()) return;
  setToken(null);
  void forgetDeviceAccount();
  queries?.removeQueries({ queryKey: accountKeys.all });
  void queries?.invalidateQueries();
}

/** The server refused the session and its refresh (expired, revoked elsewhere): said once, as a background outcome. */
function sessionExpired(): void {
  if (!currentToken()) return;
  endSession();
  showToast({
    type: "warning",
    description: i18n._(msg`Your session has expired or was signed out. Sign in again.`),
  });
}

/**
 * Connects the API client to the signed-in state and follows sign-in and sign-out made in another tab. Called
 * once from main.tsx with the app's QueryClient.
 */
export function startAuth(queryClient: QueryClient): void {
  queries = queryClient;
  connectSession({ token: currentToken, replaceToken: setToken, end: sessionExpired });
  window.addEventListener("storage", (event) => {
    if (event.key !== AUTH_STORAGE_KEY) return;
    const next = readAuthFromStorage();
    const current = currentToken();
    if (next.token === current) return;
    // Another tab refreshed the token: same session, nothing to refetch.
    if (next.token && current) appStore.set(authAtom, next);
    else if (next.token) signIn(next.token);
    else endSession();
  });
}
