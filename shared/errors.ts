/**
 * Every `code` the API can answer with in `{ detail, code }`. The client maps each one to a translated message,
 * so a code, once shipped, keeps its meaning. A new code is one line here and one in ERROR_STATUS below.
 */
export const ErrorCode = {
  // generic
  validationError: "validation_error",
  notFound: "not_found",
  methodNotAllowed: "method_not_allowed",
  conflict: "conflict",
  /** An account already holds as many of a thing as it may (API keys, glossaries): one must go first. */
  accountLimitReached: "account_limit_reached",
  payloadTooLarge: "payload_too_large",
  unsupportedMediaType: "unsupported_media_type",
  serviceUnavailable: "service_unavailable",
  internalError: "internal_error",
  // identity
  missingDeviceId: "missing_device_id",
  invalidDeviceId: "invalid_device_id",
  authenticationRequired: "authentication_required",
  /** A bearer token that names no live session: expired, revoked or never issued. */
  sessionInvalid: "session_invalid",
  twoFactorRequired: "two_factor_required",
  invalidTwoFactorCode: "invalid_two_factor_code",
  rateLimited: "rate_limited",
  /** A `psk_` bearer key that was never issued or has been revoked. */
  apiKeyInvalid: "api_key_invalid",
  /** An API key sent to a route only a signed-in session may call (password, email, 2FA, keys, billing…). */
  apiKeyNotAllowed: "api_key_not_allowed",
  /** API keys are a Pro feature: creating one, or using one once the account's plan is no longer Pro. */
  apiNotInPlan: "api_not_in_plan",
  // accounts
  /** A wrong email or password at login, the same answer whether the account exists or not. */
  invalidCredentials: "invalid_credentials",
  /** The signed-in user's current password, asked again before a sensitive change, was wrong. */
  wrongPassword: "wrong_password",
  emailTaken: "email_taken",
  /** A new password that is too short, scores too low or is well known (`problems` lists which). */
  weakPassword: "weak_password",
  /** An email link's token that is unknown or already used. */
  invalidToken: "invalid_token",
  tokenExpired: "token_expired",
  /** A verification link used already, for an address that is verified: nothing is wrong, the user may sign in. */
  emailAlreadyVerified: "email_already_verified",
  twoFactorAlreadyEnabled: "two_factor_already_enabled",
  /** The link to a new address of an email change, opened in a browser not signed in to the account that asked. */
  emailChangeSignInRequired: "email_change_sign_in_required",
  /** An avatar that is not a PNG, JPEG, WebP or GIF we can read and clean, or claims more than 4096 px a side. */
  invalidImage: "invalid_image",
  // social sign-in
  /** The callback's state is not one this server issued for this provider (or was used or expired). */
  oauthStateInvalid: "oauth_state_invalid",
  /** The provider refused the code or answered something unusable. */
  oauthFailed: "oauth_failed",
  /** The ticket of a social sign-in awaiting its second factor is unknown, spent, expired or out of attempts. */
  signInTicketInvalid: "sign_in_ticket_invalid",
  /** The provider gave no verified address, which is what links or creates an account. */
  emailUnverified: "email_unverified",
  /** The provider is not configured on this server. */
  providerUnavailable: "provider_unavailable",
  // plans
  serviceNotInPlan: "service_not_in_plan",
  formatNotInPlan: "format_not_in_plan",
  languageNotInPlan: "language_not_in_plan",
  dailyLimitReached: "daily_limit_reached",
  quotaExceeded: "quota_exceeded",
  tooManySubtitles: "too_many_subtitles",
  /** A paid service asked for by an account whose email address is not verified yet (DECISIONS.md). */
  emailNotVerified: "email_not_verified",
  // billing
  billingUnavailable: "billing_unavailable",
  noSubscription: "no_subscription",
  paymentProviderError: "payment_provider_error",
  // files
  fileTooLarge: "file_too_large",
  unsupportedFormat: "unsupported_format",
  invalidSubtitle: "invalid_subtitle",
  missingFile: "missing_file",
  /** A file the server could not read within its time budget (ANALYSIS_BUDGET_MS): adversarial, or far too large. */
  fileTooComplex: "file_too_complex",
  // translation and export
  unencodableCharacters: "unencodable_characters",
  unsupportedLanguage: "unsupported_language",
  sourceLanguageUnknown: "source_language_unknown",
  serviceNotConfigured: "service_not_configured",
  jobNotCompleted: "job_not_completed",
  jobFinished: "job_finished",
  /** A start's callback_url that is not https (http only to a loopback address, where WEBHOOK_ALLOW_LOOPBACK is set). */
  callbackUrlRefused: "callback_url_refused",
  /** A visitor's start with a callback_url: webhooks are signed with an account's secret, a device has none. */
  callbackRequiresAccount: "callback_requires_account",
  // why a translation job failed or waits (stored on the job as error_code or notice.code, never a request's answer)
  /** No answer from the provider: connection refused, DNS, timeout. */
  serviceUnreachable: "service_unreachable",
  /** The provider's own daily or monthly allowance is used up (not the user's plan: that is quota_exceeded). */
  providerQuotaExceeded: "provider_quota_exceeded",
  /** The provider refused the server's API key: an operator must fix the configuration. */
  providerKeyRefused: "provider_key_refused",
  /** The provider would not translate this text (a model's refusal or content filter, a text it rejects). */
  contentRefused: "content_refused",
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The HTTP status of each code: the one place a status is chosen, so an error is raised by its code alone. */
export const ERROR_STATUS: Readonly<Record<ErrorCode, number>> = {
  validation_error: 400,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  account_limit_reached: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  service_unavailable: 503,
  internal_error: 500,
  missing_device_id: 400,
  invalid_device_id: 400,
  authentication_required: 401,
  session_invalid: 401,
  // Half signed in: the password was right, the second factor is still owed.
  two_factor_required: 401,
  // A wrong code from a caller whose session stays valid (enabling or disabling two-factor), so not a 401.
  invalid_two_factor_code: 422,
  rate_limited: 429,
  api_key_invalid: 401,
  // 403, not 401: the key is fine, the route wants the account's own session (a client must not refresh on it).
  api_key_not_allowed: 403,
  // 403, not 402: the key is valid and the account known; what it may do is refused until the plan is Pro again.
  api_not_in_plan: 403,
  invalid_credentials: 401,
  // Not a 401: the caller's session is fine, and a client refreshes its token on a 401.
  wrong_password: 422,
  email_taken: 409,
  weak_password: 422,
  invalid_token: 400,
  email_already_verified: 409,
  // Gone: the link was good but its time has passed.
  token_expired: 410,
  two_factor_already_enabled: 409,
  // Not a 401: nothing is wrong with the caller's session, if any; it is not the session of the account that asked.
  email_change_sign_in_required: 403,
  invalid_image: 415,
  oauth_state_invalid: 400,
  oauth_failed: 502,
  sign_in_ticket_invalid: 400,
  email_unverified: 422,
  provider_unavailable: 503,
  // 402: a paid plan lifts these.
  service_not_in_plan: 402,
  format_not_in_plan: 402,
  language_not_in_plan: 402,
  quota_exceeded: 402,
  too_many_subtitles: 402,
  // Not 402: the plan includes the service, the account has yet to prove its address.
  email_not_verified: 403,
  // No Stripe keys on this server: billing is off, not broken.
  billing_unavailable: 503,
  no_subscription: 409,
  payment_provider_error: 502,
  // 429: the free allowance comes back tomorrow (the answer carries Retry-After).
  daily_limit_reached: 429,
  file_too_large: 413,
  unsupported_format: 415,
  invalid_subtitle: 422,
  missing_file: 400,
  file_too_complex: 422,
  unencodable_characters: 422,
  unsupported_language: 422,
  source_language_unknown: 422,
  service_not_configured: 422,
  job_not_completed: 409,
  job_finished: 409,
  callback_url_refused: 422,
  callback_requires_account: 403,
  // The job codes name a provider's failure: a gateway's statuses, should one ever be answered.
  service_unreachable: 502,
  provider_quota_exceeded: 503,
  provider_key_refused: 502,
  content_refused: 422,
};

export const ERROR_CODES: readonly ErrorCode[] = Object.values(ErrorCode);

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && (ERROR_CODES as readonly string[]).includes(value);
}
