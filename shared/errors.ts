/**
 * Every `code` the API can answer with in `{ detail, code }`. The client maps each one to a translated message,
 * so a code, once shipped, keeps its meaning. Other owners add theirs here with a one-line edit.
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

export const ERROR_CODES: readonly ErrorCode[] = Object.values(ErrorCode);

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && (ERROR_CODES as readonly string[]).includes(value);
}
