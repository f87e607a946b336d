import { loginThrottle } from "@server/auth/loginThrottle";
import { removeAvatar } from "@server/avatars/store";
import { cancelSubscriptionsOf } from "@server/billing/commands";
import { deleteAccount } from "@server/commands/deleteAccount";
import { exportAccountData } from "@server/commands/exportAccountData";
import type { AppDeps } from "@server/deps";
import { AppError } from "@server/errors";
import { body } from "@server/http/body";
import { type RouteTable, routeTable } from "@server/http/routeTable";
import { isTotpEnabled } from "@server/users/repository";
import {
  AccountLinkRequest,
  DeleteAccountRequest,
  LinkSentResponse,
  MessageResponse,
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
export function accountRouter(deps: AppDeps): RouteTable {
  const { db } = deps;
  const throttle = loginThrottle(deps.rateLimits);
  const routes = routeTable(deps);

  routes.add(
    {
      method: "get",
      path: "/auth/data-export",
      summary: "Everything the account holds, as a zip",
      responses: {
        200: {
          mediaType: "application/zip",
          description: "A zip of JSON files and the uploaded subtitle files",
        },
      },
      rateLimit: EXPORT_LIMIT,
      auth: "session",
    },
    async (ctx) => {
      const user = ctx.state.auth.user;
      const zip = await exportAccountData(db, user, ctx.state.auth.session.id);
      ctx.attachment(`polysub-data-${new Date().toISOString().slice(0, 10)}.zip`);
      ctx.type = "application/zip";
      ctx.set("Cache-Control", "no-store");
      ctx.body = Buffer.from(zip);
    },
  );

  /** Stripe charges a deleted account nothing more: its subscriptions end before its rows go. */
  const removeAccount = async (userId: string) => {
    await cancelSubscriptionsOf(deps, userId);
    const { avatarPath } = await deleteAccount(db, userId);
    await removeAvatar(db, avatarPath);
  };

  routes.add(
    {
      method: "delete",
      path: "/auth/account",
      summary: "Delete the account",
      responses: { 200: LinkSentResponse, 202: LinkSentResponse },
      auth: "session",
      body: body.json(),
      input: { body: DeleteAccountRequest },
    },
    async (ctx) => {
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
    },
  );

  routes.add(
    {
      method: "post",
      path: "/auth/account/confirm-deletion",
      summary: "Delete the account through the mailed link",
      responses: { 200: MessageResponse },
      rateLimit: LINK_LIMIT,
      auth: "none",
      body: body.json(),
      input: { body: AccountLinkRequest },
    },
    async (ctx) => {
      const user = await openActionLink(db, ctx.state.input.body.token, "delete");
      await removeAccount(user.id);
      ctx.body = { message: "Your account and its data have been deleted" } satisfies MessageResponse;
    },
  );

  return routes;
}
