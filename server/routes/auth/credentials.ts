import { loginThrottle } from "@server/auth/loginThrottle";
import { hashPassword, verifyPassword } from "@server/auth/passwords";
import { signIn } from "@server/commands/signIn";
import type { AppDeps } from "@server/deps";
import { AppError } from "@server/errors";
import { bearerTokenOf } from "@server/http/authenticate";
import { body } from "@server/http/body";
import { type RouteTable, routeTable } from "@server/http/routeTable";
import { sendVerificationMail } from "@server/notifications/accountMails";
import { presentToken, presentUser } from "@server/presenters/user";
import { refreshSession, revokeSession } from "@server/sessions/repository";
import { createUser, findUserByEmail, isTotpEnabled } from "@server/users/repository";
import {
  LoginRequest,
  MeResponse,
  MessageResponse,
  RegisterRequest,
  RegisterResponse,
  TokenResponse,
} from "@shared/api/auth";
import { ErrorCode } from "@shared/errors";
import { checkNewPassword, confirmSecondFactor, signingInDevice } from "./checks";

/** Registration keeps a flood of sign-ups (and their mails) from one address in check. */
const REGISTER_LIMIT = { name: "register", points: 30, durationSeconds: 3600 };
const REFRESH_LIMIT = { name: "refresh", points: 120, durationSeconds: 60 };

/** Register, sign in and out, refresh the token, and who am I (spec section 7, "Auth"). */
export function credentialsRouter(deps: AppDeps): RouteTable {
  const { db } = deps;
  const throttle = loginThrottle(deps.rateLimits);
  const routes = routeTable(deps);

  routes.add(
    {
      method: "post",
      path: "/auth/register",
      summary: "Create an account",
      responses: { 201: RegisterResponse },
      rateLimit: REGISTER_LIMIT,
      auth: "none",
      body: body.json(),
      input: { body: RegisterRequest },
    },
    async (ctx) => {
      const { name, email, password, interface_language } = ctx.state.input.body;
      await checkNewPassword(password, { email, name });
      const result = await createUser(db, {
        email,
        name: name ?? null,
        passwordHash: await hashPassword(password),
        interfaceLanguage: interface_language,
      });
      // The spec's own detail, which its client turns into "This email address is already used".
      if (!result.created) throw new AppError(ErrorCode.emailTaken, "Email already registered");
      let sent = true;
      try {
        await sendVerificationMail(deps, result.user);
      } catch (err) {
        // The account exists either way; the user can ask for the mail again.
        ctx.state.log.error({ err }, "verification mail failed");
        sent = false;
      }
      ctx.status = 201;
      ctx.body = { email: result.user.email, verification_sent: sent } satisfies RegisterResponse;
    },
  );

  routes.add(
    {
      method: "post",
      path: "/auth/login",
      summary: "Sign in with email and password",
      responses: { 200: TokenResponse },
      auth: "none",
      body: body.formOrJson(),
      input: { body: LoginRequest },
    },
    async (ctx) => {
      const { username, password, totp_code, remember_me } = ctx.state.input.body;
      const device = signingInDevice(ctx);
      const user = await findUserByEmail(db, username);
      // Without an account (or a password) the check runs against a dummy hash: same answer, same time.
      const verify = async () => (await verifyPassword(user?.password_hash, password)) && user !== undefined;
      if (!(await throttle.attempt(user ?? { email: username }, ctx.ip, verify)) || !user)
        throw new AppError(ErrorCode.invalidCredentials, "Invalid email or password");
      if (isTotpEnabled(user)) {
        if (totp_code === undefined) throw new AppError(ErrorCode.twoFactorRequired, "2FA code required");
        await confirmSecondFactor(db, throttle, user, totp_code, ctx.ip);
      }
      ctx.body = presentToken(await signIn(deps, user, device, remember_me));
    },
  );

  routes.add(
    {
      method: "post",
      path: "/auth/logout",
      summary: "Sign out (ends this session)",
      responses: { 200: MessageResponse },
      auth: "session",
    },
    async (ctx) => {
      const { user, session } = ctx.state.auth;
      await revokeSession(db, user.id, session.id);
      ctx.body = { message: "Signed out" } satisfies MessageResponse;
    },
  );

  // The token may have expired (that is why it is refreshed), so it is read here, not verified by authenticate.
  routes.add(
    {
      method: "post",
      path: "/auth/refresh",
      summary: "Renew the session token",
      description: "Send the session token, even expired, as `Authorization: Bearer <token>`.",
      responses: { 200: TokenResponse },
      rateLimit: REFRESH_LIMIT,
      auth: "none",
    },
    async (ctx) => {
      const token = bearerTokenOf(ctx);
      if (token === null) throw new AppError(ErrorCode.authenticationRequired, "No token to refresh");
      const issued = await refreshSession(db, token);
      if (!issued) throw new AppError(ErrorCode.sessionInvalid, "The session has expired or was revoked");
      ctx.body = presentToken(issued);
    },
  );

  routes.add(
    {
      method: "get",
      path: "/auth/me",
      summary: "The signed-in account",
      responses: { 200: MeResponse },
      auth: "user",
    },
    async (ctx) => {
      ctx.body = presentUser(ctx.state.auth.user);
    },
  );

  return routes;
}
