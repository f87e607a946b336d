import { spawnSync } from "node:child_process";
import type { APIRequestContext, Page } from "@playwright/test";
import { linkFromOutbox } from "./outbox";

const PASSWORD = "Quiet-Harbour-47-Lanterns";

/** A new account registered through the API, for a test that signs in through the login form. */
export async function registeredCredentials(
  request: APIRequestContext,
  name: string,
): Promise<{ email: string; password: string }> {
  const email = `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const registered = await request.post("/api/v1/auth/register", {
    data: { name, email, password: PASSWORD },
  });
  if (!registered.ok()) throw new Error(`register: ${registered.status()} ${await registered.text()}`);
  return { email, password: PASSWORD };
}

/** A session of the account opened through the API, as from another device (login works before verification). */
export async function apiToken(
  request: APIRequestContext,
  account: { email: string; password: string },
): Promise<string> {
  const login = await request.post("/api/v1/auth/login", {
    headers: { "X-Device-Id": crypto.randomUUID() },
    form: { username: account.email, password: account.password },
  });
  if (!login.ok()) throw new Error(`login: ${login.status()} ${await login.text()}`);
  return ((await login.json()) as { access_token: string }).access_token;
}

/** A new account registered and signed in through the API. */
export async function registeredAccount(
  request: APIRequestContext,
  name: string,
): Promise<{ token: string; email: string }> {
  const account = await registeredCredentials(request, name);
  return { token: await apiToken(request, account), email: account.email };
}

/** Signs the page's app in with a token, as the login form leaves it (client/features/auth/state.ts, key "auth"). */
export async function signIn(page: Page, token: string): Promise<void> {
  await page.evaluate(
    (value) => localStorage.setItem("auth", value),
    JSON.stringify({ token, isAuthenticated: true }),
  );
}

/**
 * A Premium account with a verified address, signed in through the API: its address verified through the link of
 * its mail, and the plan set as support sets it (`polysub admin set-plan`, on the e2e server's database).
 */
export async function premiumAccount(
  request: APIRequestContext,
  name: string,
): Promise<{ token: string; email: string }> {
  const account = await registeredCredentials(request, name);
  const verified = await request.get(
    `/api/v1/auth${await linkFromOutbox(account.email, "verify_email", "/verify-email")}`,
  );
  if (!verified.ok()) throw new Error(`verify: ${verified.status()} ${await verified.text()}`);
  const set = spawnSync(
    process.execPath,
    ["cli/polysub.mjs", "admin", "set-plan", account.email, "premium"],
    {
      env: { ...process.env, DATA_DIR: ".e2e-data", DATABASE_URL: "" },
      encoding: "utf8",
    },
  );
  if (set.status !== 0) throw new Error(`set-plan: ${set.status} ${set.stderr}`);
  return { token: await apiToken(request, account), email: account.email };
}
