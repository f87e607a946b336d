import { DeviceId } from "@shared/api/common";
import { ErrorCode } from "@shared/errors";
import { PLANS, type Plan } from "@shared/plans";
import type { Context } from "koa";
import { isApiKey } from "../apiKeys/repository";
import { AppError } from "../errors";
import type { Owner } from "../policies/owner";
import { accountStanding } from "../policies/plan";
import type { UserRow } from "../users/repository";

export interface AuthSession {
  id: string;
}

export interface AuthApiKey {
  id: string;
}

/**
 * Who is calling, as the authenticate step found it: the one `ctx.state.auth` every route reads. A signed-in
 * caller's account is read once here, with the plan that applies now, so no handler fetches it again.
 */
export interface Auth {
  /** The signed-in account, through a session token or an API key. */
  user: UserRow | null;
  session: AuthSession | null;
  apiKey: AuthApiKey | null;
  /** The client's X-Device-Id (DECISIONS.md: a random UUID the browser keeps), lower case. */
  deviceId: string | null;
  /** The plan whose rules apply to the caller now: the account's until its paid period ends, else free. */
  plan: Plan;
}

/** A caller signed in by a session token, or by an API key of a Pro account. */
export type UserAuth = Auth & { user: UserRow } & (
    | { session: AuthSession; apiKey: null }
    | { session: null; apiKey: AuthApiKey }
  );
/** A caller signed in by a session token: what account management needs. */
export type SessionAuth = Auth & { user: UserRow; session: AuthSession; apiKey: null };
/** A visitor's device, signed in to nothing. */
export type VisitorAuth = Auth & { user: null; session: null; apiKey: null; deviceId: string };

/**
 * Who a route lets in:
 * - "session": a signed-in user by session token only; an API key is refused (api_key_not_allowed), so a leaked
 *   key cannot change the password, address, second factor, keys or billing, nor delete the account;
 * - "user": a signed-in user, by session token or API key;
 * - "either": a signed-in user (as "user") or a visitor's device;
 * - "device": a device (signed in or not);
 * - "none": anyone, without reading either header.
 */
export type AuthRequirement = "session" | "user" | "either" | "device" | "none";

/** What `ctx.state.auth` is once a route's requirement has passed: handlers get their caller typed. */
export type AuthFor<R extends AuthRequirement> = {
  session: SessionAuth;
  user: UserAuth;
  either: UserAuth | VisitorAuth;
  device: Auth & { deviceId: string };
  none: Auth;
}[R];

/** Turns bearer credentials into their account (server/sessions/verifier.ts over the sessions and api_keys tables). */
export interface SessionVerifier {
  /** A session token → its live session and account. */
  verify(token: string): Promise<{ user: UserRow; session: AuthSession } | undefined>;
  /** An API key → the key and its account; undefined for a key never issued or revoked. */
  verifyApiKey(key: string): Promise<{ user: UserRow; apiKey: AuthApiKey } | undefined>;
}

const ANONYMOUS: Auth = { user: null, session: null, apiKey: null, deviceId: null, plan: PLANS.free };
const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * Reads `Authorization: Bearer <token or psk_ key>` and `X-Device-Id`, refuses credentials that name nothing and a
 * device id that is not a UUID, then checks the route's requirement. A bad token is refused even when a good
 * device id comes with it: falling back to the device would hide a signed-out user's state behind the visitor's.
 */
export async function authenticate<R extends AuthRequirement>(
  ctx: Context,
  requirement: R,
  sessions: SessionVerifier,
  now: Date = new Date(),
): Promise<AuthFor<R>> {
  if (requirement === "none") return ANONYMOUS as AuthFor<R>;
  const auth: Auth = { ...ANONYMOUS, deviceId: deviceIdOf(ctx) };
  const token = bearerTokenOf(ctx);
  if (token !== null && isApiKey(token)) {
    if (requirement === "session")
      throw new AppError(ErrorCode.apiKeyNotAllowed, "This call needs a signed-in session, not an API key");
    const verified = await sessions.verifyApiKey(token);
    if (!verified) throw new AppError(ErrorCode.apiKeyInvalid, "The API key was revoked or never issued");
    auth.plan = accountStanding(verified.user, now).plan;
    if (!auth.plan.apiAccess)
      throw new AppError(ErrorCode.apiNotInPlan, "API keys work while the account is on the Pro plan");
    auth.user = verified.user;
    auth.apiKey = verified.apiKey;
  } else if (token !== null) {
    const verified = await sessions.verify(token);
    if (!verified) throw new AppError(ErrorCode.sessionInvalid, "The session has expired or was revoked");
    auth.user = verified.user;
    auth.session = verified.session;
    auth.plan = accountStanding(verified.user, now).plan;
  }
  if ((requirement === "user" || requirement === "session") && !auth.user)
    throw new AppError(ErrorCode.authenticationRequired, "Sign in to use this");
  if ((requirement === "device" || (requirement === "either" && !auth.user)) && !auth.deviceId)
    throw new AppError(ErrorCode.missingDeviceId, "The X-Device-Id header is required");
  // The checks above are what AuthFor<R> states.
  return auth as AuthFor<R>;
}

/** The token of `Authorization: Bearer <token>`, null without the header; any other scheme is refused. */
export function bearerTokenOf(ctx: Context): string | null {
  const authorization = ctx.get("Authorization");
  if (authorization === "") return null;
  const token = BEARER.exec(authorization)?.[1];
  if (!token)
    throw new AppError(ErrorCode.authenticationRequired, "The Authorization header must be Bearer <token>");
  return token;
}

/** The X-Device-Id of the request (null without one); a value that is not a UUID is refused. */
export function deviceIdOf(ctx: Context): string | null {
  const header = ctx.get("X-Device-Id").trim();
  if (header === "") return null;
  const parsed = DeviceId.safeParse(header);
  if (!parsed.success) throw new AppError(ErrorCode.invalidDeviceId, "The X-Device-Id header must be a UUID");
  return parsed.data;
}

/** The owner of what the caller creates and may see: the account when signed in, else the device. */
export function ownerOf(auth: Auth): Owner {
  if (auth.user) return { deviceId: auth.deviceId, userId: auth.user.id };
  if (auth.deviceId) return { deviceId: auth.deviceId, userId: null };
  // Only a route declared `auth: "none"` gets here: a mistake in the route, not in the request.
  throw new Error("ownerOf: the route lets anyone in, so there is no owner");
}
