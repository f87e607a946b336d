import { atom } from "jotai";

/** What survives a reload (spec section 3: only token and isAuthenticated persist); user and limits are fetched. */
export interface StoredAuth {
  token: string | null;
  isAuthenticated: boolean;
}

export const AUTH_STORAGE_KEY = "auth";
export const SIGNED_OUT: StoredAuth = { token: null, isAuthenticated: false };

/** Anything but a well-formed stored session reads as signed out. */
export function parseStoredAuth(text: string | null): StoredAuth {
  try {
    const value: unknown = text ? JSON.parse(text) : null;
    if (value && typeof value === "object") {
      const { token } = value as { token?: unknown };
      if (typeof token === "string" && token !== "") return { token, isAuthenticated: true };
    }
  } catch {
    // A value written by hand or by an older version: start signed out.
  }
  return SIGNED_OUT;
}

export function readAuthFromStorage(): StoredAuth {
  try {
    return parseStoredAuth(localStorage.getItem(AUTH_STORAGE_KEY));
  } catch {
    return SIGNED_OUT;
  }
}

export function writeStoredAuth(auth: StoredAuth): void {
  try {
    if (auth.token) localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(auth));
    else localStorage.removeItem(AUTH_STORAGE_KEY);
  } catch {
    // Storage refused (private browsing): the session lasts for this tab.
  }
}

/** The signed-in state; written only through client/features/auth/session.ts so storage follows. */
export const authAtom = atom<StoredAuth>(
  typeof localStorage === "undefined" ? SIGNED_OUT : readAuthFromStorage(),
);
