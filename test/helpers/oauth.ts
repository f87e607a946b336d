import { randomBytes } from "node:crypto";
import { OAuthAuthorizeResponse, type OAuthProvider } from "@shared/api/oauth";
import type { ApiClient } from "./api";

/** The 32 random bytes in hex the client keeps while the provider's page is open. */
export const newState = () => randomBytes(32).toString("hex");

/**
 * The browser's part of a social sign-in: POST /oauth/authorize, then the provider's page (the fake consents at
 * once), which sends it back to our callback page with a code.
 */
export async function authorize(client: ApiClient, provider: OAuthProvider, state = newState()) {
  const response = await client.post("/oauth/authorize", { provider, state });
  if (response.status !== 200) throw new Error(`authorize answered ${response.status}`);
  const { authorization_url } = OAuthAuthorizeResponse.parse(await response.json());
  const consent = await fetch(authorization_url, { redirect: "manual" });
  const back = new URL(consent.headers.get("location") ?? "");
  return { url: new URL(authorization_url), back, state };
}

/** A whole social sign-in as the fake provider's current user: the answer of POST /oauth/callback. */
export async function signInWith(client: ApiClient, provider: OAuthProvider): Promise<Response> {
  const { back, state } = await authorize(client, provider);
  if (back.searchParams.get("state") !== state) throw new Error("the provider changed the state");
  return client.post("/oauth/callback", { provider, code: back.searchParams.get("code"), state });
}
