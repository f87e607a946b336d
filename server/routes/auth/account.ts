import Router from "@koa/router";
import { loginThrottle } from "@server/auth/loginThrottle";
import { removeAvatar } from "@server/avatars/store";
import { cancelSubscriptionsOf } from "@server/billing/commands";
import { deleteAccount } from "@server/commands/deleteAccount";
import { exportAccountData } from "@server/commands/exportAccountData";
import type { AppDeps } from "@server/deps";
import { AppError } from "@server/errors";
import { signedInOf } from "@server/http/authenticate";
import { body } from "@server/http/body";
import { endpointFactory } from "@server/http/endpoint";
import type { AppState } from "@server/state";
import { isTotpEnabled } from "@server/users/repository";
import { DeleteAccountRequest, type MessageResponse } from "@shared/api/auth";
import { ErrorCode } from "@shared/errors";
import { confirmPassword, confirmSecondFactor, currentUser } from "./checks";

/** Building a zip of every file is heavy: a few per minute is plenty for a person. */
const EXPORT_LIMIT = { name: "data-export", points: 5, durationSeconds: 60 };

/** The GDPR tools of the profile area: download everything, delete everything. */
export function accountRouter(deps: AppDeps): Router<AppState> {
  const { db, config } = deps;
  const endpoint = endpointFactory(deps);
  const throttle = loginThrottle(deps.rateLimits);
  const router = new Router<AppState>();

  router.get(
    "/auth/data-export",
    endpoint({ rateLimit: EXPORT_LIMIT, auth: "user" }, async (ctx) => {
      const user = await currentUser(db, ctx.state.auth);
      const zip = await exportAccountData(db, user, signedInOf(ctx.state.auth).sessionId);
      ctx.attachment(`polysub-data-${new Date().toISOString().slice(0, 10)}.zip`);
      ctx.type = "application/zip";
      ctx.set("Cache-Control", "no-store");
      ctx.body = Buffer.from(zip);
    }),
  );

  router.delete(
    "/auth/account",
    endpoint({ auth: "user", body: body.json(), input: { body: DeleteAccountRequest } }, async (ctx) => {
      const { password, totp_code } = ctx.state.input.body;
      const user = await currentUser(db, ctx.state.auth);
      await confirmPassword(throttle, user, password, ctx.ip);
      if (isTotpEnabled(user)) {
        if (totp_code === undefined) throw new AppError(ErrorCode.invalidTwoFactorCode, "2FA code required");
        await confirmSecondFactor(db, throttle, user, totp_code, ctx.ip);
      }
      // Stripe charges a deleted account nothing more: its subscriptions end before its rows go.
      await cancelSubscriptionsOf(deps, user.id);
      const { avatarPath } = await deleteAccount(db, user.id);
      await removeAvatar(config.dataDir, avatarPath);
      ctx.body = { message: "Your account and its data have been deleted" } satisfies MessageResponse;
    }),
  );

  return router;
}
