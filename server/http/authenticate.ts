import { DeviceId } from "@shared/api/common";
import { ErrorCode } from "@shared/errors";
import type { Context } from "koa";
import { AppError } from "../errors";
import type { Owner } from "../policies/owner";

export interface AuthUser {
  id: string;
}

export interface AuthSession {
  id: string;
}

/** Who is calling, as the authenticate step found it: the one `ctx.state.auth` every route reads. */
export interface Auth {
  user: AuthUser | null;
  session: AuthSession | null;
  /** The client's X-Device-Id (DECISIONS.md: a random UUID the browser keeps), lower case. */
  deviceId: string | null;
}

/** Who a route lets in: a signed-in user, a device, either of them, or anyone without reading either header. */
export type AuthRequirement = "user" | "device" | "either" | "none";

/** Turns a bearer token into its live session (server/sessions/verifier.ts over the sessions table). */
export interface SessionVerifier {
  verify(token: string): Promise<{ user: AuthUser; session: AuthSession } | undefined>;
}

const ANONYMOUS: Auth = { user: null, session: null, deviceId: null };
const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * Reads `Authorization: Bearer <token>` and `X-Device-Id`, refuses a token that names no session and a device id
 * that is not a UUID, then checks the route's requirement. A bad token is refused even when a good device id comes
 * with it: falling back to the device would hide a signed-out user's state behind the visitor's.
 */
export async function authenticate(
  ctx: Context,
  requirement: AuthRequirement,
  sessions: SessionVerifier,
): Promise<Auth> {
  if (requirement === "none") return ANONYMOUS;
  const auth: Auth = { ...ANONYMOUS, deviceId: deviceIdOf(ctx) };
  const token = bearerTokenOf(ctx);
  if (token !== null) {
    const verified = await sessions.verify(token);
    if (!verified) throw new AppError(ErrorCode.sessionInvalid, "The session has expired or was revoked");
    auth.user = verified.user;
    auth.session = verified.session;
  }
  if (requirement === "user" && !auth.user)
    throw new AppError(ErrorCode.authenticationRequired, "Sign in to use this");
  if ((requirement === "device" || (requirement === "either" && !auth.user)) && !auth.deviceId)
    throw new AppError(ErrorCode.missingDeviceId, "The X-Device-Id header is required");
  return auth;
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

/** The account and session of a caller the route required to be signed in. */
export function signedInOf(auth: Auth): { userId: string; sessionId: string } {
  // Only a route that did not declare `auth: "user"` gets here: a mistake in the route, not in the request.
  if (!auth.user || !auth.session) throw new Error("signedInOf: the route does not require a signed-in user");
  return { userId: auth.user.id, sessionId: auth.session.id };
}
