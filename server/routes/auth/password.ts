import Router from "@koa/router";
import { loginThrottle } from "@server/auth/loginThrottle";
import { hashPassword } from "@server/auth/passwords";
import type { AppDeps } from "@server/deps";
import { signedInOf } from "@server/http/authenticate";
import { body } from "@server/http/body";
import { endpointFactory } from "@server/http/endpoint";
import { revokeSessions } from "@server/sessions/repository";
import type { AppState } from "@server/state";
import { setPasswordHash } from "@server/users/repository";
import { ChangePasswordRequest, type MessageResponse } from "@shared/api/auth";
import { checkNewPassword, confirmPassword, currentUser } from "./checks";

/** Changing the password from the profile's security section. */
export function passwordRouter(deps: AppDeps): Router<AppState> {
  const { db } = deps;
  const endpoint = endpointFactory(deps);
  const throttle = loginThrottle(deps.rateLimits);
  const router = new Router<AppState>();

  router.post(
    "/auth/change-password",
    endpoint({ auth: "user", body: body.json(), input: { body: ChangePasswordRequest } }, async (ctx) => {
      const { current_password, new_password } = ctx.state.input.body;
      const user = await currentUser(db, ctx.state.auth);
      await confirmPassword(throttle, user, current_password, ctx.ip);
      await checkNewPassword(new_password, user);
      await setPasswordHash(db, user.id, await hashPassword(new_password));
      // This device stays signed in; every other one signs in again with the new password.
      const revoked = await revokeSessions(db, user.id, signedInOf(ctx.state.auth).sessionId);
      ctx.body = {
        message: `Password changed; ${revoked} other session(s) signed out`,
      } satisfies MessageResponse;
    }),
  );

  return router;
}
