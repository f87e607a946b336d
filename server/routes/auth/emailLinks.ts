import {
  type ConsumedEmailToken,
  consumeEmailToken,
  inspectEmailToken,
  spentEmailTokenOwner,
} from "@server/auth/emailTokens";
import { hashPassword } from "@server/auth/passwords";
import type { AppDeps } from "@server/deps";
import { AppError } from "@server/errors";
import { body } from "@server/http/body";
import { type RouteTable, routeTable } from "@server/http/routeTable";
import { sendPasswordResetMail, sendVerificationMail } from "@server/notifications/accountMails";
import { inBackground } from "@server/notifications/send";
import { claimUnverifiedAccount } from "@server/oauth/accounts";
import { revokeSessions } from "@server/sessions/repository";
import type { AppState } from "@server/state";
import {
  findUserByEmail,
  findUserById,
  markEmailVerified,
  setPasswordHash,
  type UserRow,
} from "@server/users/repository";
import {
  ForgotPasswordRequest,
  MessageResponse,
  ResendVerificationRequest,
  ResetPasswordRequest,
  VerifyEmailQuery,
  VerifyEmailResponse,
} from "@shared/api/auth";
import { ErrorCode } from "@shared/errors";
import { checkNewPassword, MAILS_PER_ADDRESS } from "./checks";

/** Routes that send mail, per client address. */
const MAIL_LIMIT = { name: "account-mail", points: 20, durationSeconds: 15 * 60 };

const SENT_IF_ACCOUNT = "If an account uses this address, an email is on its way";

type Refused = Exclude<ConsumedEmailToken, { status: "ok" }>;

function linkRefused(result: Refused, expired: string, invalid: string): AppError {
  return result.status === "expired"
    ? new AppError(ErrorCode.tokenExpired, expired)
    : new AppError(ErrorCode.invalidToken, result.status === "used" ? `${invalid} (already used)` : invalid);
}

/** Email verification and password reset: the links, their mails, and asking for them again. */
export function emailLinksRouter(deps: AppDeps): RouteTable {
  const { db } = deps;
  const routes = routeTable(deps);

  /**
   * Mails `send` to the account of `email` if there is one, after the answer has gone: known and unknown
   * addresses get the same answer in the same time.
   */
  const mailIfAccount = (
    ctx: { state: AppState },
    email: string,
    send: (user: UserRow) => Promise<void>,
    when: (user: UserRow) => boolean,
  ) =>
    inBackground(ctx.state.log, "account mail", async () => {
      const user = await findUserByEmail(db, email);
      if (!user || !when(user)) return;
      if (await deps.rateLimits.consume(MAILS_PER_ADDRESS, user.email)) return;
      await send(user);
    });

  /** A used link opened again, for an address still the account's and verified: "already verified, sign in". */
  const refuseIfVerified = async (token: string) => {
    const owner = await spentEmailTokenOwner(db, token, "verify");
    const user = owner && (await findUserById(db, owner.userId));
    if (user && user.email === owner.email && user.email_verified_at !== null)
      throw new AppError(ErrorCode.emailAlreadyVerified, "This email address is already verified");
  };

  routes.add(
    {
      method: "get",
      path: "/auth/verify-email",
      summary: "Verify the account's email address (the mailed link)",
      responses: { 200: VerifyEmailResponse },
      auth: "none",
      input: { query: VerifyEmailQuery },
    },
    async (ctx) => {
      const { token } = ctx.state.input.query;
      const expired = "Verification link has expired";
      const invalid = "Missing or invalid verification token";
      // A link sent to an address the account has since changed verifies nothing, and is left unspent: spending
      // it would void the link sent to the new address.
      const link = await inspectEmailToken(db, token, "verify");
      if (link.status === "used") await refuseIfVerified(token);
      if (link.status !== "ok") throw linkRefused(link, expired, invalid);
      if ((await findUserById(db, link.userId))?.email !== link.email)
        throw new AppError(ErrorCode.invalidToken, `${invalid} (sent to a previous address)`);
      const spent = await consumeEmailToken(db, token, "verify");
      if (spent.status !== "ok") throw linkRefused(spent, expired, invalid);
      if (!(await markEmailVerified(db, spent.userId, spent.email)))
        throw new AppError(ErrorCode.invalidToken, `${invalid} (sent to a previous address)`);
      ctx.body = { success: true, email: spent.email } satisfies VerifyEmailResponse;
    },
  );

  routes.add(
    {
      method: "post",
      path: "/auth/resend-verification",
      summary: "Mail the verification link again (signed in)",
      responses: { 200: MessageResponse },
      rateLimit: MAIL_LIMIT,
      auth: "user",
    },
    async (ctx) => {
      const user = ctx.state.auth.user;
      if (user.email_verified_at !== null) {
        ctx.body = { message: "Your email address is already verified" } satisfies MessageResponse;
        return;
      }
      await sendVerificationMail(deps, user);
      ctx.body = { message: "Verification email sent" } satisfies MessageResponse;
    },
  );

  routes.add(
    {
      method: "post",
      path: "/auth/resend-verification-email",
      summary: "Mail the verification link again (by address)",
      responses: { 200: MessageResponse },
      rateLimit: MAIL_LIMIT,
      auth: "none",
      body: body.json(),
      input: { body: ResendVerificationRequest },
    },
    async (ctx) => {
      const send = (user: UserRow) => sendVerificationMail(deps, user);
      mailIfAccount(ctx, ctx.state.input.body.email, send, (user) => user.email_verified_at === null);
      ctx.body = { message: SENT_IF_ACCOUNT } satisfies MessageResponse;
    },
  );

  // The spec names both; they are the same call.
  for (const path of ["/auth/forgot-password", "/auth/request-password-reset"])
    routes.add(
      {
        method: "post",
        path,
        summary: "Mail a password reset link",
        responses: { 200: MessageResponse },
        rateLimit: MAIL_LIMIT,
        auth: "none",
        body: body.json(),
        input: { body: ForgotPasswordRequest },
      },
      async (ctx) => {
        const send = (user: UserRow) => sendPasswordResetMail(deps, user);
        mailIfAccount(ctx, ctx.state.input.body.email, send, () => true);
        ctx.body = { message: SENT_IF_ACCOUNT } satisfies MessageResponse;
      },
    );

  routes.add(
    {
      method: "post",
      path: "/auth/reset-password",
      summary: "Choose a new password with a reset link's token",
      responses: { 200: MessageResponse },
      auth: "none",
      body: body.json(),
      input: { body: ResetPasswordRequest },
    },
    async (ctx) => {
      const { token, password } = ctx.state.input.body;
      const expired = "Password reset link has expired";
      const invalid = "Missing or invalid password reset token";
      // The password is judged before the link is spent, so a refused one can be followed by a better one.
      const link = await inspectEmailToken(db, token, "reset");
      if (link.status !== "ok") throw linkRefused(link, expired, invalid);
      const user = await findUserById(db, link.userId);
      if (!user) throw new AppError(ErrorCode.invalidToken, invalid);
      // The link is bound to the address it was sent to: once the account has another, the old mailbox has no say.
      if (user.email !== link.email)
        throw new AppError(ErrorCode.invalidToken, `${invalid} (sent to a previous address)`);
      await checkNewPassword(password, user);
      const spent = await consumeEmailToken(db, token, "reset");
      if (spent.status !== "ok") throw linkRefused(spent, expired, invalid);
      // The first proof of an address the account held unproven: whoever set the account up loses every way in.
      if (user.email_verified_at === null) await claimUnverifiedAccount(db, user.id);
      await setPasswordHash(db, user.id, await hashPassword(password));
      // Whoever had the old password is signed out everywhere.
      await revokeSessions(db, user.id);
      // The link reached the mailbox, which proves the address.
      await markEmailVerified(db, user.id, spent.email);
      ctx.body = {
        message: "Your password has been changed. Sign in with the new one.",
      } satisfies MessageResponse;
    },
  );

  return routes;
}
