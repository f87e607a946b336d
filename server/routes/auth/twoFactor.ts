import { loginThrottle } from "@server/auth/loginThrottle";
import { confirmTotpSetup, proveTotpSetup, startTotpSetup, turnOffTotp } from "@server/auth/twoFactor";
import type { AppDeps } from "@server/deps";
import { AppError } from "@server/errors";
import { body } from "@server/http/body";
import { type RouteTable, routeTable } from "@server/http/routeTable";
import { revokeSessions } from "@server/sessions/repository";
import { enableTotp, isTotpEnabled, type UserRow } from "@server/users/repository";
import {
  AccountLinkRequest,
  LinkSentResponse,
  MessageResponse,
  TwoFactorDisableRequest,
  TwoFactorEnableRequest,
  TwoFactorEnableResponse,
  TwoFactorVerifyEnableRequest,
} from "@shared/api/auth";
import { ErrorCode } from "@shared/errors";
import { confirmPassword, LINK_LIMIT, mailActionLink, openActionLink, provenByLinkOnly } from "./checks";

function refuseIfEnabled(user: UserRow): void {
  // Starting over would replace the secret of the app the user relies on, and turn the protection off meanwhile.
  if (isTotpEnabled(user))
    throw new AppError(ErrorCode.twoFactorAlreadyEnabled, "Two-factor authentication is already on");
}

/**
 * The two-factor calls of the security section: set up, confirm with a first code, turn off; and the link that
 * turns it on for an account with no other proof than its address.
 */
export function twoFactorRouter(deps: AppDeps): RouteTable {
  const { db } = deps;
  const throttle = loginThrottle(deps.rateLimits);
  const routes = routeTable(deps);

  /** Every code is an attempt of the login throttle, so codes cannot be tried one after another. */
  const requireCode = async (user: UserRow, ip: string, verify: () => Promise<boolean>) => {
    if (!(await throttle.attempt(user, ip, verify)))
      throw new AppError(ErrorCode.invalidTwoFactorCode, "Invalid 2FA code");
  };

  routes.add(
    {
      method: "post",
      path: "/auth/2fa/enable",
      summary: "Begin two-factor setup (secret and QR code)",
      responses: { 200: TwoFactorEnableResponse },
      auth: "session",
      body: body.json(),
      input: { body: TwoFactorEnableRequest },
    },
    async (ctx) => {
      const user = ctx.state.auth.user;
      await confirmPassword(throttle, user, ctx.state.input.body.password, ctx.ip);
      refuseIfEnabled(user);
      const setup = await startTotpSetup(db, user);
      ctx.body = {
        secret: setup.secret,
        otpauth_url: setup.otpauthUrl,
        qr_code_url: setup.qrCodeUrl,
        backup_codes: setup.backupCodes,
      } satisfies TwoFactorEnableResponse;
    },
  );

  routes.add(
    {
      method: "post",
      path: "/auth/2fa/verify-enable",
      summary: "Turn two-factor on with the app's first code",
      responses: { 200: LinkSentResponse, 202: LinkSentResponse },
      auth: "session",
      body: body.json(),
      input: { body: TwoFactorVerifyEnableRequest },
    },
    async (ctx) => {
      const { token, password } = ctx.state.input.body;
      const user = ctx.state.auth.user;
      await confirmPassword(throttle, user, password, ctx.ip);
      refuseIfEnabled(user);
      if (provenByLinkOnly(user)) {
        // The code proves the app, not the holder: the address approves before two-factor can lock anyone out.
        await requireCode(user, ctx.ip, () => proveTotpSetup(db, user, token));
        await mailActionLink(deps, user, "two_factor");
        ctx.status = 202;
        ctx.body = {
          message: `A link to turn two-factor authentication on was sent to ${user.email}`,
          link_sent: true,
        } satisfies LinkSentResponse;
        return;
      }
      await requireCode(user, ctx.ip, () => confirmTotpSetup(db, user, token));
      // Whoever signed in before with the password alone must now give the code: the other sessions end.
      await revokeSessions(db, user.id, ctx.state.auth.session.id);
      ctx.body = {
        message: "Two-factor authentication is on",
        link_sent: false,
      } satisfies LinkSentResponse;
    },
  );

  routes.add(
    {
      method: "post",
      path: "/auth/2fa/confirm-link",
      summary: "Turn two-factor on through the mailed link",
      responses: { 200: MessageResponse },
      rateLimit: LINK_LIMIT,
      auth: "either",
      body: body.json(),
      input: { body: AccountLinkRequest },
    },
    async (ctx) => {
      const user = await openActionLink(db, ctx.state.input.body.token, "two_factor");
      // Only the setup the link was mailed for (a new one voids it): a secret its app proved.
      if (user.totp_secret === null)
        throw new AppError(ErrorCode.invalidToken, "This link is invalid or was already used");
      await enableTotp(db, user.id);
      // Every other session signs in again with the code; the browser that opened the link, when signed in to
      // this account, stays signed in.
      const { user: caller, session } = ctx.state.auth;
      await revokeSessions(db, user.id, caller?.id === user.id ? session?.id : undefined);
      ctx.body = { message: "Two-factor authentication is on" } satisfies MessageResponse;
    },
  );

  routes.add(
    {
      method: "post",
      path: "/auth/2fa/disable",
      summary: "Turn two-factor off",
      responses: { 200: MessageResponse },
      auth: "session",
      body: body.json(),
      input: { body: TwoFactorDisableRequest },
    },
    async (ctx) => {
      const { token, password } = ctx.state.input.body;
      const user = ctx.state.auth.user;
      await confirmPassword(throttle, user, password, ctx.ip);
      if (!isTotpEnabled(user)) throw new AppError(ErrorCode.conflict, "Two-factor authentication is off");
      await requireCode(user, ctx.ip, () => turnOffTotp(db, user, token));
      ctx.body = { message: "Two-factor authentication is off" } satisfies MessageResponse;
    },
  );

  return routes;
}
