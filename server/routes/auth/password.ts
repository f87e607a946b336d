import { loginThrottle } from "@server/auth/loginThrottle";
import { hashPassword } from "@server/auth/passwords";
import type { AppDeps } from "@server/deps";
import { ValidationError } from "@server/errors";
import { body } from "@server/http/body";
import { tooManyRequests } from "@server/http/rateLimit";
import { type RouteTable, routeTable } from "@server/http/routeTable";
import { sendPasswordChangedNotice, sendPasswordResetMail } from "@server/notifications/accountMails";
import { inBackground } from "@server/notifications/send";
import { revokeSessions } from "@server/sessions/repository";
import { setPasswordHash } from "@server/users/repository";
import { ChangePasswordRequest, LinkSentResponse } from "@shared/api/auth";
import { checkNewPassword, MAILS_PER_ADDRESS, proveHolder, signingInDevice } from "./checks";

/**
 * Changing the password from the profile's security section: a stolen session token alone cannot (issue 35,
 * item 7), the holder proves itself first (`proveHolder`).
 */
export function passwordRouter(deps: AppDeps): RouteTable {
  const { db } = deps;
  const throttle = loginThrottle(deps.rateLimits);
  const routes = routeTable(deps);

  routes.add(
    {
      method: "post",
      path: "/auth/change-password",
      summary: "Change the password",
      responses: { 200: LinkSentResponse, 202: LinkSentResponse },
      auth: "session",
      body: body.json(),
      input: { body: ChangePasswordRequest },
    },
    async (ctx) => {
      const { current_password, totp_code, new_password } = ctx.state.input.body;
      const user = ctx.state.auth.user;
      const proof = { password: current_password, totpCode: totp_code };
      if ((await proveHolder(db, throttle, user, proof, ctx.ip)) === "link") {
        // Nothing this request carries proves the holder: the password is chosen through a link to the address.
        const flooded = await deps.rateLimits.consume(MAILS_PER_ADDRESS, user.email);
        if (flooded) throw tooManyRequests(flooded.retryAfterMs);
        await sendPasswordResetMail(deps, user);
        ctx.status = 202;
        ctx.body = {
          message: `A link to choose your password was sent to ${user.email}`,
          link_sent: true,
        } satisfies LinkSentResponse;
        return;
      }
      if (new_password === undefined)
        throw new ValidationError("Enter the new password", [
          { path: "body.new_password", message: "Required" },
        ]);
      await checkNewPassword(new_password, user);
      await setPasswordHash(db, user.id, await hashPassword(new_password));
      // This device stays signed in; every other one signs in again with the new password.
      const revoked = await revokeSessions(db, user.id, ctx.state.auth.session.id);
      // The password is changed whether or not the notice goes out; a failed mail is logged.
      const change = { ...signingInDevice(ctx), at: new Date() };
      inBackground(ctx.state.log, "password change notice", () =>
        sendPasswordChangedNotice(deps, user, change),
      );
      ctx.body = {
        message: `Password changed; ${revoked} other session(s) signed out`,
        link_sent: false,
      } satisfies LinkSentResponse;
    },
  );

  return routes;
}
