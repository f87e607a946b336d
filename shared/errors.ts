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
  // plans
  serviceNotInPlan: "service_not_in_plan",
  formatNotInPlan: "format_not_in_plan",
  languageNotInPlan: "language_not_in_plan",
  dailyLimitReached: "daily_limit_reached",
  quotaExceeded: "quota_exceeded",
  tooManySubtitles: "too_many_subtitles",
  // billing
  billingUnavailable: "billing_unavailable",
  noSubscription: "no_subscription",
  paymentProviderError: "payment_provider_error",
  // files
  fileTooLarge: "file_too_large",
  unsupportedFormat: "unsupported_format",
  invalidSubtitle: "invalid_subtitle",
  missingFile: "missing_file",
  // translation and export
  unencodableCharacters: "unencodable_characters",
  unsupportedLanguage: "unsupported_language",
  sourceLanguageUnknown: "source_language_unknown",
  serviceNotConfigured: "service_not_configured",
  jobNotCompleted: "job_not_completed",
  jobFinished: "job_finished",
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The HTTP status of each code: the one place a status is chosen, so an error is raised by its code alone. */
export const ERROR_STATUS: Readonly<Record<ErrorCode, number>> = {
  validation_error: 400,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
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
  // 402: a paid plan lifts these.
  service_not_in_plan: 402,
  format_not_in_plan: 402,
  language_not_in_plan: 402,
  quota_exceeded: 402,
  too_many_subtitles: 402,
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
  unencodable_characters: 422,
  unsupported_language: 422,
  source_language_unknown: 422,
  service_not_configured: 422,
  job_not_completed: 409,
  job_finished: 409,
};

export const ERROR_CODES: readonly ErrorCode[] = Object.values(ErrorCode);

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && (ERROR_CODES as readonly string[]).includes(value);
}
