import { SERVICES, type ServiceId } from "@shared/catalog";
import { ErrorCode } from "@shared/errors";
import { languagePairProblems } from "@shared/languagePair";
import { planRefusals } from "@shared/planRules";
import { SHORTENING_SERVICE } from "@shared/readingLimits";
import { AppError } from "../errors";
import type { FileRow } from "../files/repository";
import { refusalError, type Standing, usableServices } from "./plan";

/** A translation as it is queued: the file's language resolved, never "auto". */
export interface TranslationRequest {
  service: ServiceId;
  source: string;
  target: string;
  /** Rolling auto-captions collapsed before translation, which changes what is sent. */
  collapseRolling?: boolean;
  /** Cues over the reading speed shortened by the SHORTENING_SERVICE service (the start's keep_reading_speed). */
  keepReadingSpeed?: boolean;
  /** The subtitles the job translates: the collapsed ones when rolling captions are collapsed. */
  subtitles: number;
  /** Files the caller may still start today; null when the plan has no daily limit or it is not checked here. */
  filesLeftToday: number | null;
}

/**
 * Whether the caller may translate this file this way now: the plan's rules (shared/planRules.ts, which the setup
 * view applies to the same facts, so the two cannot disagree), a verified address for a paid service, a service
 * this server has, and a pair it translates. A start and a retry both pass here, so a job cannot outlive the plan
 * or the address it was started with.
 */
export function assertMayTranslate(
  standing: Standing,
  file: Pick<FileRow, "format">,
  request: TranslationRequest,
  configured: readonly ServiceId[],
  now: Date,
): void {
  const [refusal] = translationRefusals(standing, file, request, configured, now);
  if (refusal) throw refusal;
}

/** Every reason assertMayTranslate refuses, in its order: the estimate before a start lists them all. */
export function translationRefusals(
  standing: Standing,
  file: Pick<FileRow, "format">,
  request: TranslationRequest,
  configured: readonly ServiceId[],
  now: Date,
): AppError[] {
  const { plan } = standing;
  const service = SERVICES[request.service];
  const refusals = planRefusals(plan, {
    service: request.service,
    format: file.format,
    subtitles: request.subtitles,
    languages: [request.source, request.target],
    filesLeftToday: request.filesLeftToday,
  }).map((refusal) => refusalError(plan, refusal, now));
  if (service.paid && !standing.emailVerified) {
    refusals.push(
      new AppError(
        ErrorCode.emailNotVerified,
        `Verify your email address to translate with ${service.name}: follow the link we sent you`,
      ),
    );
  }
  if (!configured.includes(request.service)) {
    refusals.push(
      new AppError(ErrorCode.serviceNotConfigured, `The ${request.service} service is not configured`),
    );
  }
  if (
    request.keepReadingSpeed &&
    !(usableServices(standing).includes(SHORTENING_SERVICE) && configured.includes(SHORTENING_SERVICE))
  ) {
    refusals.push(
      new AppError(
        ErrorCode.serviceNotInPlan,
        `Keeping the reading speed needs ${SERVICES[SHORTENING_SERVICE].name}, which this plan or server does not offer`,
      ),
    );
  }
  const problems = languagePairProblems(request.source, request.target, request.service);
  if (problems.length > 0) {
    refusals.push(
      new AppError(
        ErrorCode.unsupportedLanguage,
        `${request.service} cannot translate ${request.source} to ${request.target}: ${problems.join(", ")}`,
      ),
    );
  }
  return refusals;
}
