import { SERVICES, type ServiceId } from "@shared/catalog";
import { ErrorCode } from "@shared/errors";
import { languagePairProblems } from "@shared/languagePair";
import { planAllowsFormat, planAllowsLanguage, planAllowsService } from "@shared/plans";
import { AppError } from "../errors";
import type { FileRow } from "../files/repository";
import type { Standing } from "./plan";

/** A translation as it is queued: the file's language resolved, never "auto". */
export interface TranslationRequest {
  service: ServiceId;
  source: string;
  target: string;
  /** Rolling auto-captions collapsed before translation, which changes what is sent. */
  collapseRolling?: boolean;
}

/**
 * Whether the caller may translate this file this way now: the plan's service, format, size and languages, a
 * verified address for a paid service, a service this server has, and a pair it translates. A start and a retry
 * both pass here, so a job cannot outlive the plan or the address it was started with.
 */
export function assertMayTranslate(
  standing: Standing,
  file: Pick<FileRow, "format" | "subtitle_count">,
  request: TranslationRequest,
  configured: readonly ServiceId[],
): void {
  const { plan } = standing;
  const named = `The ${plan.id} plan`;
  const service = SERVICES[request.service];
  if (!planAllowsService(plan, request.service)) {
    throw new AppError(
      ErrorCode.serviceNotInPlan,
      `${named} does not include ${service.name}: upgrade to use it`,
    );
  }
  if (service.paid && !standing.emailVerified) {
    throw new AppError(
      ErrorCode.emailNotVerified,
      `Verify your email address to translate with ${service.name}: follow the link we sent you`,
    );
  }
  if (!planAllowsFormat(plan, file.format)) {
    throw new AppError(
      ErrorCode.formatNotInPlan,
      `${named} translates ${plan.formats.join(" and ")} files: upgrade to translate ${file.format}`,
    );
  }
  if (plan.subtitlesPerFile !== null && file.subtitle_count > plan.subtitlesPerFile) {
    throw new AppError(
      ErrorCode.tooManySubtitles,
      `${named} translates files of up to ${plan.subtitlesPerFile} subtitles; this one has ${file.subtitle_count}`,
    );
  }
  for (const language of [request.source, request.target]) {
    if (!planAllowsLanguage(plan, language)) {
      throw new AppError(ErrorCode.languageNotInPlan, `${named} does not include the language ${language}`);
    }
  }
  if (!configured.includes(request.service)) {
    throw new AppError(ErrorCode.serviceNotConfigured, `The ${request.service} service is not configured`);
  }
  const problems = languagePairProblems(request.source, request.target, request.service);
  if (problems.length > 0) {
    throw new AppError(
      ErrorCode.unsupportedLanguage,
      `${request.service} cannot translate ${request.source} to ${request.target}: ${problems.join(", ")}`,
    );
  }
}
