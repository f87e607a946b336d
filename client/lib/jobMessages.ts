import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { JobNotice } from "@shared/api/translate";
import { ErrorCode } from "@shared/errors";
import { formatDateTime } from "./format";

/**
 * Why a job failed or waits, in the interface's language and with what to do about it. The server stores a code
 * (shared/errors.ts) on the job; the provider's own words stay untranslated under the job details.
 */
export interface JobProblemText {
  title: string;
  /** What happens next and what the person can do. */
  action: string;
}

interface Values {
  service: string;
  attempt: number;
  max: number;
  time: string;
}

type Pair = { title: (v: Values) => MessageDescriptor; action: (v: Values) => MessageDescriptor };

/** A failed job, by its error_code. */
export const FAILURE_MESSAGES: Record<string, Pair> = {
  [ErrorCode.serviceUnreachable]: {
    title: ({ service }) => msg`${service} could not be reached`,
    action: () =>
      msg`The service did not answer, even after several tries. Check that the server is online, then retry or choose another service.`,
  },
  [ErrorCode.serviceUnavailable]: {
    title: ({ service }) => msg`${service} is not working right now`,
    action: () => msg`It answered with errors several times. Retry later or choose another service.`,
  },
  [ErrorCode.rateLimited]: {
    title: ({ service }) => msg`${service} received too many requests`,
    action: () => msg`Wait a few minutes, then retry.`,
  },
  [ErrorCode.providerQuotaExceeded]: {
    title: ({ service }) => msg`${service}'s quota is used up`,
    action: () =>
      msg`Choose another service, or ask the server's operator to set MYMEMORY_EMAIL or a DeepL key to raise the quota.`,
  },
  [ErrorCode.providerKeyRefused]: {
    title: ({ service }) => msg`${service} refused the server's key`,
    action: () =>
      msg`The server's key for this service is wrong or expired. Ask its operator to check it, or choose another service.`,
  },
  [ErrorCode.unsupportedLanguage]: {
    title: ({ service }) => msg`${service} cannot translate between these languages`,
    action: () => msg`Choose another language pair or another service.`,
  },
  [ErrorCode.contentRefused]: {
    title: ({ service }) => msg`${service} refused to translate this text`,
    action: () => msg`Choose another service for this file.`,
  },
  [ErrorCode.notFound]: {
    title: () => msg`The subtitle file is no longer on the server`,
    action: () => msg`Upload the file again, then start the translation.`,
  },
  [ErrorCode.serviceNotConfigured]: {
    title: () => msg`No translation service is available`,
    action: () => msg`Ask the server's operator to configure one.`,
  },
};

const UNKNOWN_FAILURE: Pair = {
  title: () => msg`Translation failed`,
  action: () =>
    msg`Something went wrong on the server. Retry; if it happens again, the job details below say more.`,
};

/** A running job's notice: a provider being retried, or a quota it waits for. */
const RETRY_TITLES: Record<string, (v: Values) => MessageDescriptor> = {
  [ErrorCode.serviceUnreachable]: ({ service, attempt, max }) =>
    msg`${service} unreachable, retrying ${attempt}/${max}…`,
  [ErrorCode.rateLimited]: ({ service, attempt, max }) =>
    msg`${service} is busy, retrying ${attempt}/${max}…`,
};

const retryTitle = ({ service, attempt, max }: Values) =>
  msg`${service} had a problem, retrying ${attempt}/${max}…`;

function values(i18n: I18n, service: string, notice?: JobNotice, timeZone?: string): Values {
  return {
    service,
    attempt: notice?.attempt ?? 0,
    max: notice?.max_attempts ?? 0,
    time: notice ? formatDateTime(notice.resumes_at, i18n.locale, timeZone) : "",
  };
}

/** `service`: the display name of the service the job failed on. */
export function describeJobFailure(i18n: I18n, code: string | null, service: string): JobProblemText {
  const pair = FAILURE_MESSAGES[code ?? ""] ?? UNKNOWN_FAILURE;
  const v = values(i18n, service);
  return { title: i18n._(pair.title(v)), action: i18n._(pair.action(v)) };
}

/** `service`: the display name of notice.service. */
export function describeNotice(
  i18n: I18n,
  notice: JobNotice,
  service: string,
  timeZone?: string,
): JobProblemText {
  const v = values(i18n, service, notice, timeZone);
  const { time } = v;
  if (notice.code === ErrorCode.providerQuotaExceeded) {
    return {
      title: i18n._(msg`${service}'s free daily quota is used up`),
      action: i18n._(
        msg`The translation waits and resumes by itself at ${time} (midnight UTC), keeping what is already translated. To avoid waiting, the server's operator can set MYMEMORY_EMAIL (50,000 characters a day) or a DeepL key.`,
      ),
    };
  }
  const title = RETRY_TITLES[notice.code] ?? retryTitle;
  return {
    title: i18n._(title(v)),
    action: i18n._(msg`Next try at ${time}. What is already translated is kept.`),
  };
}

/** The setup view's warning when today's remaining quota will not cover the file. */
export function describeShortQuota(
  i18n: I18n,
  args: { service: string; remaining: string; characters: string; resetsAt: string },
  timeZone?: string,
): string {
  const { service, remaining, characters } = args;
  const time = formatDateTime(args.resetsAt, i18n.locale, timeZone);
  return i18n._(
    msg`${service} has ${remaining} characters left today, and this file needs about ${characters}. The translation will pause when they run out and resume by itself at ${time}, unless another configured service takes over.`,
  );
}
