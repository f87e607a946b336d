import { describe, expect, it } from "vitest";
import {
  checkOAuthCallback,
  newOAuthState,
  type OAuthStart,
  rememberOAuthStart,
  takeOAuthStart,
} from "./oauthFlow";
import { returnPathFromState, safeReturnPath } from "./returnTo";

/** sessionStorage's behaviour on a Map. */
function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

const STATE = "a".repeat(64);
const started: OAuthStart = { provider: "github", state: STATE, returnTo: "/history" };

describe("OAuth state", () => {
  it("is 32 random bytes in hex, different each time", () => {
    const a = newOAuthState();
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(newOAuthState()).not.toBe(a);
  });

  it("is read back once from storage, then forgotten", () => {
    const storage = memoryStorage();
    rememberOAuthStart(storage, started);
    expect(takeOAuthStart(storage)).toEqual(started);
    expect(takeOAuthStart(storage)).toBeNull();
  });

  it("refuses a stored value that is not a started sign-in, and never returns to another origin", () => {
    const storage = memoryStorage();
    storage.setItem("oauth_sign_in", "{not json");
    expect(takeOAuthStart(storage)).toBeNull();
    rememberOAuthStart(storage, { ...started, state: "short" });
    expect(takeOAuthStart(storage)).toBeNull();
    rememberOAuthStart(storage, { ...started, returnTo: "https://evil.example/" });
    expect(takeOAuthStart(storage)?.returnTo).toBe("/");
  });
});

describe("checkOAuthCallback", () => {
  const params = (query: string) => new URLSearchParams(query);

  it("accepts the code when the state is the one this tab sent to this provider", () => {
    expect(checkOAuthCallback(params(`code=abc&state=${STATE}`), started, "github")).toEqual({
      ok: true,
      provider: "github",
      code: "abc",
      state: STATE,
      returnTo: "/history",
    });
  });

  it("reports the provider's error first, and a refusal as cancelled", () => {
    expect(
      checkOAuthCallback(params("error=server_error&error_description=Boom"), started, "github"),
    ).toEqual({
      ok: false,
      problem: { kind: "provider_error", description: "Boom" },
    });
    expect(checkOAuthCallback(params("error=access_denied"), null, "google")).toEqual({
      ok: false,
      problem: { kind: "cancelled" },
    });
  });

  it("reports a missing code, a sign-in not started here, and a forged state", () => {
    expect(checkOAuthCallback(params(`state=${STATE}`), started, "github")).toMatchObject({
      problem: { kind: "no_code" },
    });
    expect(checkOAuthCallback(params(`code=x&state=${STATE}`), null, "github")).toMatchObject({
      problem: { kind: "no_provider" },
    });
    expect(checkOAuthCallback(params(`code=x&state=${STATE}`), started, "google")).toMatchObject({
      problem: { kind: "no_provider" },
    });
    expect(checkOAuthCallback(params(`code=x&state=${"b".repeat(64)}`), started, "github")).toMatchObject({
      problem: { kind: "state_mismatch" },
    });
  });
});

describe("return path after sign-in", () => {
  it("keeps a path of this app with its query", () => {
    expect(safeReturnPath("/translate?x=1#top")).toBe("/translate?x=1#top");
    expect(
      returnPathFromState({ from: { pathname: "/profile", search: "?section=security", hash: "" } }),
    ).toBe("/profile?section=security");
    // The link to a new address asks to sign in first, then works on the way back.
    expect(safeReturnPath("/confirm-email?token=abc")).toBe("/confirm-email?token=abc");
  });

  it("goes home for another origin, a protocol-relative or backslash path, an auth page or nothing", () => {
    for (const bad of [
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "/login",
      "/login?x=1",
      "/auth/google/callback",
      "/verify-email",
      null,
      42,
    ]) {
      expect(safeReturnPath(bad)).toBe("/");
    }
    expect(returnPathFromState(null)).toBe("/");
    expect(safeReturnPath("/loginhelp")).toBe("/loginhelp");
  });
});
