import Router from "@koa/router";
import { loginThrottle } from "@server/auth/loginThrottle";
import { cleanImage } from "@server/avatars/clean";
import { readAvatar, removeAvatar, saveAvatar } from "@server/avatars/store";
import { openEmailChangeLink, startEmailChange } from "@server/commands/changeEmail";
import type { AppDeps } from "@server/deps";
import { AppError } from "@server/errors";
import { body, type MultipartKind } from "@server/http/body";
import { endpointFactory } from "@server/http/endpoint";
import { tooManyRequests } from "@server/http/rateLimit";
import { presentUser } from "@server/presenters/user";
import type { AppState } from "@server/state";
import {
  clearPendingEmailChange,
  findUserByEmail,
  preferencesOf,
  setAvatarPath,
  updatePreferences,
  updateProfile,
} from "@server/users/repository";
import { ConfirmEmailChangeRequest, type ConfirmEmailChangeResponse } from "@shared/api/auth";
import {
  AvatarNameParams,
  type AvatarResponse,
  type Preferences,
  PreferencesUpdate,
  ProfileUpdate,
  preferencesWithinPlan,
} from "@shared/api/profile";
import { AVATAR_FIELD, AVATAR_MAX_BYTES } from "@shared/avatar";
import { ErrorCode } from "@shared/errors";
import { LINK_LIMIT, MAILS_PER_ADDRESS, proveHolder, reloadAccount } from "./checks";

const NOT_AN_IMAGE = "Only PNG, JPEG, WebP and GIF images can be used as a photo";

/** The avatar upload: any file name, judged by its content once received (server/avatars/clean.ts). */
const avatarFile: MultipartKind = {
  field: AVATAR_FIELD,
  maxBytes: AVATAR_MAX_BYTES,
  accepts: () => true,
  refuse: {
    missing: (detail) => new AppError(ErrorCode.missingFile, detail),
    unaccepted: () => new AppError(ErrorCode.invalidImage, NOT_AN_IMAGE),
    tooLarge: () => new AppError(ErrorCode.fileTooLarge, "File too large: a photo may not exceed 2 MB"),
  },
};

/** The profile area's own data: profile fields, photo, notification switches and /translate defaults. */
export function profileRouter(deps: AppDeps): Router<AppState> {
  const { db } = deps;
  const endpoint = endpointFactory(deps);
  const throttle = loginThrottle(deps.rateLimits);
  const router = new Router<AppState>();

  router.get(
    "/auth/profile",
    endpoint({ auth: "user" }, async (ctx) => {
      ctx.body = presentUser(ctx.state.auth.user);
    }),
  );

  router.put(
    "/auth/profile",
    endpoint({ auth: "session", body: body.json(), input: { body: ProfileUpdate } }, async (ctx) => {
      const { email, current_password, totp_code } = ctx.state.input.body;
      const user = ctx.state.auth.user;
      const changesEmail = email !== undefined && email !== user.email;
      // The proof comes first, so a refused change applies none of the other fields either.
      const proof = changesEmail
        ? await proveHolder(db, throttle, user, { password: current_password, totpCode: totp_code }, ctx.ip)
        : undefined;
      if (changesEmail && (await findUserByEmail(db, email)))
        throw new AppError(ErrorCode.emailTaken, "Email already registered");
      // The confirmation goes to an address nobody has proved yet: a stranger's, perhaps.
      const flooded = changesEmail && (await deps.rateLimits.consume(MAILS_PER_ADDRESS, email));
      if (flooded) throw tooManyRequests(flooded.retryAfterMs);
      const updated = await updateProfile(db, user.id, ctx.state.input.body);
      if (!updated) throw new AppError(ErrorCode.sessionInvalid, "The session has expired or was revoked");
      if (changesEmail && proof) await startEmailChange(deps, updated, email, proof);
      // Sending the current address again gives up a waiting change.
      else if (email !== undefined && updated.pending_email !== null)
        await clearPendingEmailChange(db, user.id);
      ctx.body = presentUser(await reloadAccount(db, user.id));
    }),
  );

  router.delete(
    "/auth/email-change",
    endpoint({ auth: "session" }, async (ctx) => {
      const user = ctx.state.auth.user;
      await clearPendingEmailChange(db, user.id);
      ctx.body = presentUser(await reloadAccount(db, user.id));
    }),
  );

  router.post(
    "/auth/email-change/confirm",
    endpoint(
      {
        rateLimit: LINK_LIMIT,
        auth: "either",
        body: body.json(),
        input: { body: ConfirmEmailChangeRequest },
      },
      async (ctx) => {
        const openedBy = ctx.state.auth.user?.id ?? null;
        const opened = await openEmailChangeLink(deps, ctx.state.input.body.token, openedBy);
        if (opened.status === "approved" || opened.status === "changed") {
          ctx.body = { status: opened.status, email: opened.email } satisfies ConfirmEmailChangeResponse;
          return;
        }
        if (opened.status === "sign_in_required")
          throw new AppError(
            ErrorCode.emailChangeSignInRequired,
            "Open this link in a browser signed in to the account that asked for the change",
          );
        if (opened.status === "email_taken")
          throw new AppError(ErrorCode.emailTaken, "Email already registered");
        throw new AppError(
          ErrorCode.invalidToken,
          "This link has expired, was used, or was replaced by a newer one",
        );
      },
    ),
  );

  router.post(
    "/auth/avatar",
    endpoint({ auth: "session", body: body.multipart(avatarFile) }, async (ctx) => {
      const image = cleanImage(ctx.file.buffer);
      if (!image) throw new AppError(ErrorCode.invalidImage, NOT_AN_IMAGE);
      const user = ctx.state.auth.user;
      const name = await saveAvatar(db, image);
      await setAvatarPath(db, user.id, name);
      await removeAvatar(db, user.avatar_path);
      const avatarUrl = presentUser({ ...user, avatar_path: name }).avatar_url ?? "";
      ctx.body = { avatar_url: avatarUrl } satisfies AvatarResponse;
    }),
  );

  router.get(
    "/avatars/:name",
    endpoint({ auth: "none", input: { params: AvatarNameParams } }, async (ctx) => {
      const avatar = await readAvatar(db, ctx.state.input.params.name);
      if (!avatar) throw new AppError(ErrorCode.notFound, "No such photo");
      ctx.type = avatar.contentType;
      // A new photo gets a new name, so this one never changes.
      ctx.set("Cache-Control", "public, max-age=31536000, immutable");
      ctx.set("X-Content-Type-Options", "nosniff");
      ctx.body = avatar.bytes;
    }),
  );

  router.get(
    "/auth/preferences",
    endpoint({ auth: "user" }, async (ctx) => {
      const { user, plan } = ctx.state.auth;
      ctx.body = preferencesWithinPlan(preferencesOf(user), plan) satisfies Preferences;
    }),
  );

  router.put(
    "/auth/preferences",
    endpoint({ auth: "user", body: body.json(), input: { body: PreferencesUpdate } }, async (ctx) => {
      const { user, plan } = ctx.state.auth;
      const preferences = await updatePreferences(db, user.id, ctx.state.input.body);
      if (!preferences)
        throw new AppError(ErrorCode.sessionInvalid, "The session has expired or was revoked");
      ctx.body = preferencesWithinPlan(preferences, plan) satisfies Preferences;
    }),
  );

  return router;
}
