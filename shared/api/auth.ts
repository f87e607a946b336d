import { z } from "zod";
import { INTERFACE_LANGUAGES } from "../locales";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../password";
import { IsoTimestamp, PasswordInput, ResourceId, SecondFactorCode } from "./common";
import { User } from "./profile";

/**
 * Sign-in, tokens, email links, sessions, two-factor and password calls (spec section 7, "Auth").
 * The profile, preferences and limits calls are in ./profile.ts, social sign-in in ./oauth.ts.
 */

/** Addresses are compared and stored in lower case. */
export const Email = z.string().trim().toLowerCase().max(254).pipe(z.email());

/**
 * A new password. Length is checked here; the strength score and the well-known-password check are
 * `passwordProblems()` (shared/password.ts), which the route runs with the dictionary loaded.
 */
export const NewPassword = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);

/** A 6-digit code from the authenticator app. */
export const TotpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, "must be 6 digits");

/** HTML forms send "on" or "true"; JSON sends a boolean. */
const FormBoolean = z.union([
  z.boolean(),
  z.enum(["true", "false", "on", "off", "1", "0"]).transform((v) => v === "true" || v === "on" || v === "1"),
]);

/** POST /auth/login: the spec's form-encoded `username` (the email) and `password`, or the same as JSON. */
export const LoginRequest = z.object({
  username: Email,
  password: PasswordInput,
  /** Required when two-factor is on: a TOTP code or an unused backup code. */
  totp_code: SecondFactorCode.optional(),
  /** Keeps the session refreshable for 30 days instead of 1. */
  remember_me: FormBoolean.default(false),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

/** POST /auth/login, /auth/refresh and /oauth/callback. The token is opaque; send it as `Authorization: Bearer`. */
export const TokenResponse = z.object({
  access_token: z.string(),
  token_type: z.literal("bearer"),
  /** Seconds until the token must be refreshed (POST /auth/refresh with the same token). */
  expires_in: z.number().int(),
});
export type TokenResponse = z.infer<typeof TokenResponse>;

/** POST /auth/register. The account starts signed out and unverified; a verification mail is sent. */
export const RegisterRequest = z.object({
  name: z.string().trim().min(1).max(100).optional(),
  email: Email,
  password: NewPassword,
  /** The interface language at registration: the language of the mails. */
  interface_language: z.enum(INTERFACE_LANGUAGES).optional(),
});
export type RegisterRequest = z.infer<typeof RegisterRequest>;

export const RegisterResponse = z.object({
  email: z.string(),
  verification_sent: z.boolean(),
});
export type RegisterResponse = z.infer<typeof RegisterResponse>;

/** GET /auth/me. */
export const MeResponse = User;
export type MeResponse = z.infer<typeof MeResponse>;

/** The answer of calls that only confirm (logout, resend, forgot, reset, 2fa disable, change password…). */
export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;

/** Tokens in links are 32 random bytes in base64url (43 characters); anything much longer is not ours. */
const LinkToken = z.string().trim().min(1).max(128);

/** GET /auth/verify-email?token= */
export const VerifyEmailQuery = z.object({ token: LinkToken });
export const VerifyEmailResponse = z.object({ success: z.literal(true), email: z.string() });
export type VerifyEmailResponse = z.infer<typeof VerifyEmailResponse>;

/**
 * POST /auth/resend-verification-email (`email`; POST /auth/resend-verification, signed in, has no body).
 * It answers the same whatever the address, so it reveals no account.
 */
export const ResendVerificationRequest = z.object({ email: Email });

/** POST /auth/forgot-password and /auth/request-password-reset; an unknown address gets the same answer. */
export const ForgotPasswordRequest = z.object({ email: Email });

/** POST /auth/reset-password. `confirm_password`, when sent, must match. */
export const ResetPasswordRequest = z
  .object({ token: LinkToken, password: NewPassword, confirm_password: z.string().optional() })
  .refine((body) => body.confirm_password === undefined || body.confirm_password === body.password, {
    message: "Passwords don't match",
    path: ["confirm_password"],
  });
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;

/**
 * POST /auth/change-password. An account without a password (social) proves itself with `totp_code` when
 * two-factor is on; with neither, the password is chosen through a link mailed to its address instead, and
 * the new password may be left out.
 */
export const ChangePasswordRequest = z
  .object({
    current_password: PasswordInput.optional(),
    totp_code: SecondFactorCode.optional(),
    new_password: NewPassword.optional(),
    confirm_password: z.string().optional(),
  })
  .refine((body) => body.confirm_password === body.new_password, {
    message: "Passwords don't match",
    path: ["confirm_password"],
  });
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

/**
 * A change that a session alone may not make (change-password, verify-enable, DELETE /auth/account): `link_sent`
 * when the account had no proof to give, and the change waits for the link mailed to its address.
 */
export const LinkSentResponse = z.object({ message: z.string(), link_sent: z.boolean() });
export type LinkSentResponse = z.infer<typeof LinkSentResponse>;

/** POST /auth/email-change/confirm: the token of either link of an email change (see `EmailChange`). */
export const ConfirmEmailChangeRequest = z.object({ token: LinkToken });

/**
 * "approved": the current address approved the change, and the confirmation link went to `email`, the new one;
 * "changed": `email` is now the account's address.
 */
export const ConfirmEmailChangeResponse = z.object({
  status: z.enum(["approved", "changed"]),
  email: z.string(),
});
export type ConfirmEmailChangeResponse = z.infer<typeof ConfirmEmailChangeResponse>;

/** One sign-in as the security page lists it. */
export const SessionView = z.object({
  id: ResourceId,
  user_agent: z.string().nullable(),
  ip: z.string().nullable(),
  created_at: IsoTimestamp,
  last_seen_at: IsoTimestamp,
  /** The session of the token that asked. */
  current: z.boolean(),
});
export type SessionView = z.infer<typeof SessionView>;

/** GET /auth/sessions: the account's live sessions, most recently seen first. */
export const SessionsResponse = z.object({ sessions: z.array(SessionView) });
export type SessionsResponse = z.infer<typeof SessionsResponse>;

/** DELETE /auth/sessions/{id}. */
export const SessionIdParams = z.object({ id: ResourceId });

/** DELETE /auth/sessions: every session but the caller's. */
export const RevokeSessionsResponse = z.object({ revoked: z.number().int() });
export type RevokeSessionsResponse = z.infer<typeof RevokeSessionsResponse>;

/** POST /auth/2fa/enable. `password` may be left out only by an account that has none (social). */
export const TwoFactorEnableRequest = z.object({ password: PasswordInput.optional() });

export const TwoFactorEnableResponse = z.object({
  /** 32 base32 characters, for typing into the app by hand. */
  secret: z.string(),
  otpauth_url: z.string(),
  /** A PNG data URL of the otpauth URL, 192 pixels wide. */
  qr_code_url: z.string(),
  /** 10 codes of 8 characters, shown once. */
  backup_codes: z.array(z.string()),
});
export type TwoFactorEnableResponse = z.infer<typeof TwoFactorEnableResponse>;

/** POST /auth/2fa/verify-enable: the first code from the app turns two-factor on. */
export const TwoFactorVerifyEnableRequest = z.object({ token: TotpCode, password: PasswordInput.optional() });

/** POST /auth/2fa/disable: a code (or a backup code) and the password. */
export const TwoFactorDisableRequest = z.object({
  token: SecondFactorCode,
  password: PasswordInput.optional(),
});

/** The link mailed to confirm a change an account with no password and no two-factor asked for. */
export const AccountLinkRequest = z.object({ token: LinkToken });

/** DELETE /auth/account: the password (unless the account has none) and, when two-factor is on, a code. */
export const DeleteAccountRequest = z.object({
  password: PasswordInput.optional(),
  totp_code: SecondFactorCode.optional(),
});
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequest>;
