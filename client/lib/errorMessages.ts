import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { AVATAR_MAX_SIDE } from "@shared/avatar";
import { ErrorCode } from "@shared/errors";
import { MAX_UPLOAD_BYTES } from "@shared/plans";
import { ApiError, ClientErrorCode } from "./api";
import { formatBytes } from "./format";

/** What the user was doing; it names the failure when the error code alone does not say more. */
export type Operation =
  | "upload"
  | "start"
  | "status"
  | "cancel"
  | "export"
  | "login"
  | "register"
  | "forgotPassword"
  | "resetPassword"
  | "verifyEmail"
  | "confirmEmailChange"
  | "confirmAccountLink"
  | "resendVerification"
  | "oauth"
  | "profile"
  | "avatar"
  | "preferences"
  | "changePassword"
  | "twoFactor"
  | "twoFactorDisable"
  | "sessions"
  | "apiKeys"
  | "accountData"
  | "deleteAccount"
  | "checkout"
  | "billing"
  | "contact"
  | "gdpr"
  | "retranslate";

/** Titles of spec section 8 where it names the failure, plain ones where it does not. */
const OPERATION_TITLES: Record<Operation, MessageDescriptor> = {
  upload: msg`Upload failed`,
  start: msg`Translation failed to start`,
  status: msg`Failed to get translation status`,
  cancel: msg`Failed to cancel translation`,
  export: msg`Export failed`,
  login: msg`Authentication error`,
  register: msg`An error occurred during registration`,
  forgotPassword: msg`Unable to send password reset email`,
  resetPassword: msg`Unable to reset the password`,
  verifyEmail: msg`Unable to verify your email address`,
  confirmEmailChange: msg`Unable to change the email address`,
  confirmAccountLink: msg`Unable to confirm the change`,
  resendVerification: msg`Unable to send the verification email`,
  oauth: msg`OAuth sign-in failed`,
  profile: msg`Unable to update the profile`,
  avatar: msg`Unable to upload photo`,
  preferences: msg`Unable to save preferences`,
  changePassword: msg`Unable to change the password`,
  twoFactor: msg`Unable to set up 2FA`,
  twoFactorDisable: msg`Unable to turn off 2FA`,
  sessions: msg`Unable to sign out the session`,
  apiKeys: msg`Unable to update your API keys`,
  accountData: msg`Unable to download your data`,
  deleteAccount: msg`Unable to delete the account`,
  checkout: msg`Unable to create payment session. Please try again.`,
  billing: msg`Unable to access subscription management`,
  contact: msg`Failed to send message`,
  gdpr: msg`Unable to send the request`,
  retranslate: msg`Unable to translate the cues again`,
};

export interface ErrorContext {
  /** Upload limit, already formatted (e.g. "50 MB"). */
  maxSize: string;
  /** Accepted extensions, already joined (e.g. ".srt, .vtt"). */
  formats: string;
  detail: string;
  timeoutSeconds: number;
  /** From Retry-After, rounded up; 0 when the server did not say. */
  retryMinutes: number;
}

type MessageFactory = (context: ErrorContext) => MessageDescriptor;

/** Codes whose failure has a name of its own, shown as the title instead of the operation's. */
const CODE_TITLES: Record<string, MessageDescriptor> = {
  [ErrorCode.fileTooLarge]: msg`File too large`,
  [ErrorCode.payloadTooLarge]: msg`File too large`,
  [ErrorCode.unsupportedFormat]: msg`Unsupported file format`,
  [ErrorCode.invalidSubtitle]: msg`This file has no readable subtitle`,
  [ClientErrorCode.network]: msg`Network Error`,
  no_file: msg`Please upload a subtitle file first.`,
  no_translation: msg`No translation available`,
  [ErrorCode.jobNotCompleted]: msg`No translation available`,
};

/**
 * Codes of the account routes (issue 27). They are not in shared/errors.ts on this branch yet: the server side
 * adds them; the names here are the ones the client expects, and an unknown code still shows the server's detail.
 */
/** The account codes the sign-in screens react to by name (their messages are in CODE_MESSAGES). */
export const ACCOUNT_CODES = {
  invalidCredentials: ErrorCode.invalidCredentials,
  emailTaken: ErrorCode.emailTaken,
  weakPassword: ErrorCode.weakPassword,
  wrongPassword: ErrorCode.wrongPassword,
  invalidToken: ErrorCode.invalidToken,
  tokenExpired: ErrorCode.tokenExpired,
  emailAlreadyVerified: ErrorCode.emailAlreadyVerified,
  emailChangeSignInRequired: ErrorCode.emailChangeSignInRequired,
  emailNotVerified: ErrorCode.emailUnverified,
  oauthStateInvalid: ErrorCode.oauthStateInvalid,
  oauthNotConfigured: ErrorCode.providerUnavailable,
  oauthFailed: ErrorCode.oauthFailed,
  invalidImage: ErrorCode.invalidImage,
} as const;

/**
 * A refusal of an emailed link that names no account reason (a 4xx with a generic code such as not_found): the
 * link is wrong or spent, which the page says in its own words rather than the generic message about files.
 */
export function isRefusedLink(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return false;
  if (error.code === ErrorCode.rateLimited) return false;
  return !(Object.values(ACCOUNT_CODES) as string[]).includes(error.code);
}

/** One explanation per code the server (shared/errors.ts) or the client (ApiError) can produce. */
export const CODE_MESSAGES: Record<string, MessageFactory> = {
  [ErrorCode.validationError]: () => msg`Some of the values sent were not accepted.`,
  [ErrorCode.notFound]: () => msg`It no longer exists on the server. Upload the file again.`,
  [ErrorCode.methodNotAllowed]: () => msg`The server does not accept this request.`,
  [ErrorCode.unsupportedMediaType]: () => msg`The server does not accept this request.`,
  [ErrorCode.conflict]: () => msg`The server's state changed meanwhile. Try again.`,
  [ErrorCode.accountLimitReached]: () =>
    msg`Your account already keeps as many of these as it may. Remove one first.`,
  [ErrorCode.payloadTooLarge]: ({ maxSize }) => msg`File size must be less than ${maxSize}`,
  [ErrorCode.serviceUnavailable]: () => msg`The service is unavailable right now. Try again in a moment.`,
  [ErrorCode.internalError]: () => msg`Something went wrong on the server. Try again.`,
  [ErrorCode.missingDeviceId]: () => msg`This browser could not identify itself. Reload the page.`,
  [ErrorCode.invalidDeviceId]: () => msg`This browser could not identify itself. Reload the page.`,
  [ErrorCode.authenticationRequired]: () => msg`Sign in to continue.`,
  [ErrorCode.sessionInvalid]: () => msg`Your session has expired or was signed out. Sign in again.`,
  [ErrorCode.twoFactorRequired]: () =>
    msg`2FA code required. Enter the 6-digit code from your authenticator app.`,
  [ErrorCode.invalidTwoFactorCode]: () =>
    msg`Invalid 2FA code. Check the code in your authenticator app and try again.`,
  [ErrorCode.rateLimited]: ({ retryMinutes }) =>
    retryMinutes > 0
      ? msg`Too many attempts. Try again in ${retryMinutes} min.`
      : msg`Too many requests. Wait a moment and try again.`,
  [ErrorCode.apiKeyInvalid]: () =>
    msg`This API key was revoked or does not exist. Create a new one in your profile.`,
  [ErrorCode.apiKeyNotAllowed]: () =>
    msg`An API key cannot do this. Sign in to the app to change your account's security settings.`,
  [ErrorCode.apiNotInPlan]: () =>
    msg`API keys are part of the Pro plan. Upgrade to Pro to create and use them.`,
  [ErrorCode.invalidCredentials]: () => msg`Invalid email or password`,
  [ErrorCode.wrongPassword]: () => msg`The current password is not correct.`,
  [ErrorCode.emailTaken]: () => msg`This email address is already used`,
  [ErrorCode.weakPassword]: () =>
    msg`The password does not meet the security requirements: at least 12 characters and 3 of the 4 character types, and not a well-known password.`,
  [ErrorCode.invalidToken]: () => msg`This link is invalid or was already used. Ask for a new one.`,
  [ErrorCode.tokenExpired]: () => msg`This link has expired. Ask for a new one.`,
  [ErrorCode.emailAlreadyVerified]: () => msg`This email address is already verified. Sign in to continue.`,
  [ErrorCode.twoFactorAlreadyEnabled]: () => msg`Two-factor authentication is already on.`,
  [ErrorCode.emailChangeSignInRequired]: () =>
    msg`Open this link in a browser signed in to the account that asked for the change: sign in to it, then open the link again.`,
  [ErrorCode.invalidImage]: () => {
    const side = AVATAR_MAX_SIDE;
    return msg`Unable to upload photo: choose a PNG, JPEG, WebP or GIF image of at most ${side} × ${side} pixels.`;
  },
  [ErrorCode.oauthStateInvalid]: () => msg`Invalid state parameter - possible CSRF attack`,
  [ErrorCode.oauthFailed]: () =>
    msg`OAuth sign-in failed. Try again, or sign in with your email and password.`,
  [ErrorCode.signInTicketInvalid]: () =>
    msg`This sign-in has expired or was already finished. Sign in again.`,
  [ErrorCode.emailUnverified]: () =>
    msg`Your email address is not verified with this provider. Verify it there, or sign up with your email.`,
  [ErrorCode.providerUnavailable]: () => msg`This sign-in method is not available on this server.`,
  [ErrorCode.serviceNotInPlan]: () =>
    msg`This service is not included in your plan. Choose another service or upgrade your plan.`,
  [ErrorCode.formatNotInPlan]: () =>
    msg`This format is not included in your plan. Choose another format or upgrade your plan.`,
  [ErrorCode.languageNotInPlan]: () =>
    msg`These languages are not included in your plan. Choose other languages or upgrade your plan.`,
  [ErrorCode.dailyLimitReached]: () =>
    msg`You have used today's free translations. Come back tomorrow or upgrade your plan.`,
  [ErrorCode.quotaExceeded]: () =>
    msg`This file needs more characters of this service than your plan has left this month. Choose another service or wait for next month.`,
  [ErrorCode.tooManySubtitles]: () =>
    msg`This file has more subtitles than your plan translates in one file. Upgrade your plan or split the file.`,
  [ErrorCode.emailNotVerified]: () =>
    msg`Verify your email address to translate with paid services: follow the link we sent you, or ask for a new one in your profile's security section.`,
  [ErrorCode.billingUnavailable]: () => msg`Payments are not available on this server.`,
  [ErrorCode.noSubscription]: () => msg`You have no subscription to manage.`,
  [ErrorCode.paymentProviderError]: () => msg`The payment provider did not answer. Try again in a moment.`,
  [ErrorCode.fileTooLarge]: ({ maxSize }) => msg`File size must be less than ${maxSize}`,
  [ErrorCode.unsupportedFormat]: ({ formats }) => msg`Supported formats: ${formats}`,
  [ErrorCode.invalidSubtitle]: () => msg`No subtitle could be read. The lines below say where.`,
  [ErrorCode.missingFile]: () => msg`No file was received. Choose a file and try again.`,
  [ErrorCode.fileTooComplex]: () =>
    msg`This file took too long to read. Split it into smaller files and upload them one by one.`,
  [ErrorCode.unencodableCharacters]: ({ detail }) =>
    msg`Some characters cannot be written in this encoding. Choose UTF-8 or UTF-16. ${detail}`,
  [ErrorCode.unsupportedLanguage]: () =>
    msg`This service cannot translate between these languages. Choose another pair or service.`,
  [ErrorCode.sourceLanguageUnknown]: () =>
    msg`The language of the file could not be detected. Choose the source language yourself.`,
  [ErrorCode.serviceNotConfigured]: () =>
    msg`This service is not configured on the server. Choose another one.`,
  [ErrorCode.jobNotCompleted]: () => msg`Only a completed translation can be exported.`,
  [ErrorCode.jobFinished]: () => msg`The translation has already finished.`,
  [ErrorCode.callbackUrlRefused]: () => msg`The callback URL must be an https address.`,
  [ErrorCode.callbackRequiresAccount]: () =>
    msg`Sign in to receive webhooks: they are signed with your account's secret.`,
  // A job's own failures are told by jobMessages.ts, naming the service; these are their short forms.
  [ErrorCode.serviceUnreachable]: () => msg`The translation service could not be reached. Try again later.`,
  [ErrorCode.providerQuotaExceeded]: () =>
    msg`The translation service's quota is used up. Choose another service or try again tomorrow.`,
  [ErrorCode.providerKeyRefused]: () =>
    msg`The translation service refused the server's key. Choose another service.`,
  [ErrorCode.contentRefused]: () =>
    msg`The translation service refused to translate this text. Choose another service.`,
  [ClientErrorCode.network]: () => msg`The server cannot be reached. Check your connection and try again.`,
  [ClientErrorCode.timeout]: ({ timeoutSeconds }) =>
    msg`The server did not answer within ${timeoutSeconds} s.`,
  [ClientErrorCode.aborted]: () => msg`The request was cancelled.`,
  [ClientErrorCode.invalidResponse]: () => msg`The server sent an answer this app does not understand.`,
  multiple_files: () => msg`Choose one file at a time.`,
  empty_file: () => msg`This file is empty. Choose a subtitle file that has text in it.`,
  no_file: () => msg`Upload a subtitle file on the home page, then come back here.`,
  no_translation: () => msg`Only a completed translation can be exported.`,
};

export interface ErrorText {
  title: string;
  description: string;
}

export function describeError(
  i18n: I18n,
  error: unknown,
  operation: Operation,
  context: Partial<ErrorContext> = {},
): ErrorText {
  const apiError = error instanceof ApiError ? error : undefined;
  const code = apiError?.code ?? "";
  const full: ErrorContext = {
    maxSize: context.maxSize ?? formatBytes(MAX_UPLOAD_BYTES, i18n),
    formats: context.formats ?? "",
    detail: apiError?.detail ?? (error instanceof Error ? error.message : ""),
    timeoutSeconds: Math.round(Number(apiError?.body.timeoutMs ?? 30_000) / 1000),
    retryMinutes: Math.ceil(Number(apiError?.body.retryAfterSeconds ?? 0) / 60),
  };
  const titleDescriptor = CODE_TITLES[code] ?? OPERATION_TITLES[operation];
  const factory = CODE_MESSAGES[code];
  return {
    title: i18n._(titleDescriptor),
    description: factory ? i18n._(factory(full)) : full.detail,
  };
}
