import { randomUUID } from "node:crypto";
import { hashPassword } from "@server/auth/passwords";
import type { NewUser, UserRow } from "@server/users/repository";
import { TokenResponse } from "@shared/api/auth";
import type { PlanId } from "@shared/plans";
import { generate } from "otplib";
import { type ApiClient, apiClient } from "./api";
import { buildUser } from "./factories";
import { linkToken, waitForMails } from "./outbox";
import type { TestServer } from "./server";

/** A password the shared rules and the dictionary accept. */
export const GOOD_PASSWORD = "Tapir-Vortex-Quill8";

export interface TestAccount {
  user: UserRow;
  email: string;
  password: string;
}

/**
 * An account with a real argon2id hash of `password`, made in the database (registration has its own tests);
 * a `plan` other than free is set as the support command sets it, on a verified address unless told otherwise
 * (paid services need one).
 */
export async function createAccount(
  server: Pick<TestServer, "db">,
  overrides: Partial<NewUser> & { password?: string; plan?: PlanId } = {},
): Promise<TestAccount> {
  const { password = GOOD_PASSWORD, plan = "free", ...rest } = overrides;
  const user = await buildUser(server.db, {
    passwordHash: await hashPassword(password),
    emailVerified: plan !== "free",
    ...rest,
  });
  if (plan !== "free") await server.db("users").where({ id: user.id }).update({ plan });
  return { user: { ...user, plan }, email: user.email, password };
}

export interface LoginOptions {
  deviceId?: string;
  totp_code?: string;
  remember_me?: boolean;
  userAgent?: string;
}

/** POST /auth/login as the spec's client sends it: form-encoded username and password. */
export function login(
  server: Pick<TestServer, "url">,
  email: string,
  password: string,
  options: LoginOptions = {},
): Promise<Response> {
  const form = new URLSearchParams({ username: email, password });
  if (options.totp_code !== undefined) form.set("totp_code", options.totp_code);
  if (options.remember_me) form.set("remember_me", "true");
  return fetch(`${server.url}/auth/login`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      ...(options.deviceId && { "X-Device-Id": options.deviceId }),
      ...(options.userAgent && { "User-Agent": options.userAgent }),
    },
    body: form,
  });
}

/** Signs the account in from a device (a new one unless given) and returns that device's client with its token. */
export async function signedIn(
  server: Pick<TestServer, "url">,
  account: Pick<TestAccount, "email" | "password">,
  options: LoginOptions = {},
): Promise<ApiClient> {
  const deviceId = options.deviceId ?? randomUUID();
  const response = await login(server, account.email, account.password, { ...options, deviceId });
  if (response.status !== 200)
    throw new Error(`Login of ${account.email} failed: ${response.status} ${await response.text()}`);
  const { access_token } = TokenResponse.parse(await response.json());
  return apiClient(server, deviceId, access_token);
}

/** The code an authenticator app shows for `secret` at `at`. */
export function totpCode(secret: string, at = new Date()): Promise<string> {
  return generate({ secret, epoch: Math.floor(at.getTime() / 1000) });
}

/**
 * Opens the newest email-change link mailed to `to` ("email_change_confirm" to the new address,
 * "email_change_requested" for the approval to the current one) in the browser `by` (the confirmation works only
 * in one signed in to the account that asked): the answer of POST /auth/email-change/confirm.
 */
export async function openEmailChangeLink(
  server: Pick<TestServer, "url" | "config">,
  to: string,
  by: ApiClient,
  kind: "email_change_confirm" | "email_change_requested" = "email_change_confirm",
): Promise<Response> {
  const mails = await waitForMails(server.config.dataDir, to, { kind });
  const mail = mails.at(-1);
  if (!mail) throw new Error(`no ${kind} mail to ${to}`);
  return by.post("/auth/email-change/confirm", { token: linkToken(mail, "/confirm-email") });
}
