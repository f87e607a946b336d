import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { ErrorCode } from "../../shared/errors";
import { ApiError, ClientErrorCode } from "./api";

/** What the user was doing; it names the failure when the error code alone does not say more. */
export type Operation = "upload" | "start" | "status" | "cancel" | "export" | "contact";

const OPERATION_TITLES: Record<Operation, MessageDescriptor> = {
  upload: msg`Upload failed`,
  start: msg`Translation failed to start`,
  status: msg`Failed to get translation status`,
  cancel: msg`Failed to cancel translation`,
  export: msg`Export failed`,
  contact: msg`Failed to send message`,
};

export interface ErrorContext {
  /** Upload limit, already formatted (e.g. "50 MB"). */
  maxSize: string;
  /** Accepted extensions, already joined (e.g. ".srt, .vtt"). */
  formats: string;
  detail: string;
  timeoutSeconds: number;
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

/** One explanation per code the server (shared/errors.ts) or the client (ApiError) can produce. */
export const CODE_MESSAGES: Record<string, MessageFactory> = {
  [ErrorCode.validationError]: () => msg`Some of the values sent were not accepted.`,
  [ErrorCode.notFound]: () => msg`It no longer exists on the server. Upload the file again.`,
  [ErrorCode.methodNotAllowed]: () => msg`The server does not accept this request.`,
  [ErrorCode.unsupportedMediaType]: () => msg`The server does not accept this request.`,
  [ErrorCode.conflict]: () => msg`The server's state changed meanwhile. Try again.`,
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
  [ErrorCode.rateLimited]: () => msg`Too many requests. Wait a moment and try again.`,
  [ErrorCode.serviceNotInPlan]: () =>
    msg`This service is not included in your plan. Choose another service or upgrade your plan.`,
  [ErrorCode.formatNotInPlan]: () =>
    msg`This format is not included in your plan. Choose another format or upgrade your plan.`,
  [ErrorCode.languageNotInPlan]: () =>
    msg`These languages are not included in your plan. Choose other languages or upgrade your plan.`,
  [ErrorCode.dailyLimitReached]: () =>
    msg`You have used today's free translations. Come back tomorrow or upgrade your plan.`,
  [ErrorCode.quotaExceeded]: () =>
    msg`You have used all the translations of your plan this month. Upgrade your plan to translate more.`,
  [ErrorCode.fileTooLarge]: ({ maxSize }) => msg`File size must be less than ${maxSize}`,
  [ErrorCode.unsupportedFormat]: ({ formats }) => msg`Supported formats: ${formats}`,
  [ErrorCode.invalidSubtitle]: () => msg`No subtitle could be read. The lines below say where.`,
  [ErrorCode.missingFile]: () => msg`No file was received. Choose a file and try again.`,
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
  [ClientErrorCode.network]: () => msg`The server cannot be reached. Check your connection and try again.`,
  [ClientErrorCode.timeout]: ({ timeoutSeconds }) =>
    msg`The server did not answer within ${timeoutSeconds} s.`,
  [ClientErrorCode.aborted]: () => msg`The request was cancelled.`,
  [ClientErrorCode.invalidResponse]: () => msg`The server sent an answer this app does not understand.`,
  multiple_files: () => msg`Choose one file at a time.`,
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
    maxSize: context.maxSize ?? "50 MB",
    formats: context.formats ?? "",
    detail: apiError?.detail ?? (error instanceof Error ? error.message : ""),
    timeoutSeconds: Math.round(Number(apiError?.body.timeoutMs ?? 30_000) / 1000),
  };
  const titleDescriptor = CODE_TITLES[code] ?? OPERATION_TITLES[operation];
  const factory = CODE_MESSAGES[code];
  return {
    title: i18n._(titleDescriptor),
    description: factory ? i18n._(factory(full)) : full.detail,
  };
}
