import { loginThrottle } from "@server/auth/loginThrottle";
import { cleanImage } from "@server/avatars/clean";
import { readAvatar, removeAvatar, saveAvatar } from "@server/avatars/store";
import { openEmailChangeLink, startEmailChange } from "@server/commands/changeEmail";
import type { AppDeps } from "@server/deps";
import { AppError } from "@server/errors";
import { body, type MultipartKind } from "@server/http/body";
import { tooManyRequests } from "@server/http/rateLimit";
import { type RouteTable, routeTable } from "@server/http/routeTable";
import { presentUser } from "@server/presenters/user";
import {
  clearPendingEmailChange,
  findUserByEmail,
  preferencesOf,
  setAvatarPath,
  updatePreferences,
  updateProfile,
} from "@server/users/repository";
import { ConfirmEmailChangeRequest, ConfirmEmailChangeResponse } from "@shared/api/auth";
import {
  AvatarNameParams,
  AvatarResponse,
  Preferences,
  PreferencesUpdate,
  ProfileUpdate,
  preferencesWithinPlan,
  User,
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
export function profileRouter(deps: AppDeps): RouteTable {
  const { db } = deps;
  const throttle = loginThrottle(deps.rateLimits);
  const routes = routeTable(deps);

  routes.add(
    {
      method: "get",
      path: "/auth/profile",
      summary: "The account's profile",
      responses: { 200: User },
      auth: "user",
    },
    async (ctx) => {
      ctx.body = presentUser(ctx.state.auth.user);
    },
  );

  routes.add(
    {
      method: "put",
      path: "/auth/profile",
      summary: "Change name or email address",
      responses: { 200: User },
      auth: "session",
      body: body.json(),
      input: { body: ProfileUpdate },
    },
    async (ctx) => {
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
    },
  );

  routes.add(
    {
      method: "delete",
      path: "/auth/email-change",
      summary: "Cancel a waiting email change",
      responses: { 200: User },
      auth: "session",
    },
    async (ctx) => {
      const user = ctx.state.auth.user;
      await clearPendingEmailChange(db, user.id);
      ctx.body = presentUser(await reloadAccount(db, user.id));
    },
  );

  routes.add(
    {
      method: "post",
      path: "/auth/email-change/confirm",
      summary: "Open an email change's link",
      responses: { 200: ConfirmEmailChangeResponse },
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
  );

  routes.add(
    {
      method: "post",
      path: "/auth/avatar",
      summary: "Upload an avatar image",
      responses: { 200: AvatarResponse },
      auth: "session",
      body: body.multipart(avatarFile),
    },
    async (ctx) => {
      const image = cleanImage(ctx.file.buffer);
      if (!image) throw new AppError(ErrorCode.invalidImage, NOT_AN_IMAGE);
      const user = ctx.state.auth.user;
      const name = await saveAvatar(db, image);
      await setAvatarPath(db, user.id, name);
      await removeAvatar(db, user.avatar_path);
      const avatarUrl = presentUser({ ...user, avatar_path: name }).avatar_url ?? "";
      ctx.body = { avatar_url: avatarUrl } satisfies AvatarResponse;
    },
  );

  routes.add(
    {
      method: "get",
      path: "/avatars/:name",
      summary: "An avatar image",
      responses: { 200: { mediaType: "image/*", description: "The image (PNG, JPEG, WebP or GIF)" } },
      auth: "none",
      input: { params: AvatarNameParams },
    },
    async (ctx) => {
      const avatar = await readAvatar(db, ctx.state.input.params.name);
      if (!avatar) throw new AppError(ErrorCode.notFound, "No such photo");
      ctx.type = avatar.contentType;
      // A new photo gets a new name, so this one never changes.
      ctx.set("Cache-Control", "public, max-age=31536000, immutable");
      ctx.set("X-Content-Type-Options", "nosniff");
      ctx.body = avatar.bytes;
    },
  );

  routes.add(
    {
      method: "get",
      path: "/auth/preferences",
      summary: "The account's defaults",
      responses: { 200: Preferences },
      auth: "user",
    },
    async (ctx) => {
      const { user, plan } = ctx.state.auth;
      ctx.body = preferencesWithinPlan(preferencesOf(user), plan) satisfies Preferences;
    },
  );

  routes.add(
    {
      method: "put",
      path: "/auth/preferences",
      summary: "Change the account's defaults",
      responses: { 200: Preferences },
      auth: "user",
      body: body.json(),
      input: { body: PreferencesUpdate },
    },
    async (ctx) => {
      const { user, plan } = ctx.state.auth;
      const preferences = await updatePreferences(db, user.id, ctx.state.input.body);
      if (!preferences)
        throw new AppError(ErrorCode.sessionInvalid, "The session has expired or was revoked");
      ctx.body = preferencesWithinPlan(preferences, plan) satisfies Preferences;
    },
  );

  return routes;
}
