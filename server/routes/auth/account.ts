import Router from "@koa/router";
import { loginThrottle } from "@server/auth/loginThrottle";
import { removeAvatar } from "@server/avatars/store";
import { cancelSubscriptionsOf } from "@server/billing/commands";
import { deleteAccount } from "@server/commands/deleteAccount";
import { exportAccountData } from "@server/commands/exportAccountData";
import type { AppDeps } from "@server/deps";
import { AppError } from "@server/errors";
import { body } from "@server/http/body";
import { endpointFactory } from "@server/http/endpoint";
import type { AppState } from "@server/state";
import { isTotpEnabled } from "@server/users/repository";
import {
  AccountLinkRequest,
  DeleteAccountRequest,
  type LinkSentResponse,
  type MessageResponse,
} from "@shared/api/auth";
import { ErrorCode } from "@shared/errors";
import {
  confirmPassword,
  confirmSecondFactor,
  LINK_LIMIT,
  mailActionLink,
  openActionLink,
  provenByLinkOnly,
} from "./checks";

/** Building a zip of every file is heavy: a few per minute is plenty for a person. */
const EXPORT_LIMIT = { name: "data-export", points: 5, durationSeconds: 60 };

/** The GDPR tools of the profile area: download everything, delete everything. */
export function accountRouter(deps: AppDeps): Router<AppState> {
  const { db } = deps;
  const endpoint = endpointFactory(deps);
  const throttle = loginThrottle(deps.rateLimits);
  const router = new Router<AppState>();

  router.get(
    "/auth/data-export",
    endpoint({ rateLimit: EXPORT_LIMIT, auth: "session" }, async (ctx) => {
      const user = ctx.state.auth.user;
      const zip = await exportAccountData(db, user, ctx.state.auth.session.id);
      ctx.attachment(`polysub-data-${new Date().toISOString().slice(0, 10)}.zip`);
      ctx.type = "application/zip";
      ctx.set("Cache-Control", "no-store");
      ctx.body = Buffer.from(zip);
    }),
  );

  /** Stripe charges a deleted account nothing more: its subscriptions end before its rows go. */
  const removeAccount = async (userId: string) => {
    await cancelSubscriptionsOf(deps, userId);
    const { avatarPath } = await deleteAccount(db, userId);
    await removeAvatar(db, avatarPath);
  };

  router.delete(
    "/auth/account",
    endpoint({ auth: "session", body: body.json(), input: { body: DeleteAccountRequest } }, async (ctx) => {
      const { password, totp_code } = ctx.state.input.body;
      const user = ctx.state.auth.user;
      if (provenByLinkOnly(user)) {
        await mailActionLink(deps, user, "delete");
        ctx.status = 202;
        ctx.body = {
          message: `A link to confirm the deletion was sent to ${user.email}`,
          link_sent: true,
        } satisfies LinkSentResponse;
        return;
      }
      await confirmPassword(throttle, user, password, ctx.ip);
      if (isTotpEnabled(user)) {
        if (totp_code === undefined) throw new AppError(ErrorCode.invalidTwoFactorCode, "2FA code required");
        await confirmSecondFactor(db, throttle, user, totp_code, ctx.ip);
      }
      await removeAccount(user.id);
      ctx.body = {
        message: "Your account and its data have been deleted",
        link_sent: false,
      } satisfies LinkSentResponse;
    }),
  );

  router.post(
    "/auth/account/confirm-deletion",
    endpoint(
      { rateLimit: LINK_LIMIT, auth: "none", body: body.json(), input: { body: AccountLinkRequest } },
      async (ctx) => {
        const user = await openActionLink(db, ctx.state.input.body.token, "delete");
        await removeAccount(user.id);
        ctx.body = { message: "Your account and its data have been deleted" } satisfies MessageResponse;
      },
    ),
  );

  return router;
}
