import Router from "@koa/router";
import type { AppDeps } from "@server/deps";
import { endpointFactory } from "@server/http/endpoint";
import type { AppState } from "@server/state";
import {
  DetectParams,
  type DetectResponse,
  ServiceParams,
  ValidateQuery,
  type ValidateResponse,
} from "@shared/api/languageChecks";
import type { LanguagesResponse } from "@shared/api/languages";
import { detectLanguage } from "@shared/detectLanguage";
import { languagePairProblems } from "@shared/languagePair";
import { SERVICE_LANGUAGES, toLanguages } from "@shared/languages";

/** Per-service languages, detection and pair validation: what the translate screen asks before starting a job. */
export function languageServiceRouter(deps: AppDeps): Router<AppState> {
  const endpoint = endpointFactory(deps);
  const router = new Router<AppState>();

  router.get(
    "/languages/supported/:service",
    endpoint({ auth: "none", input: { params: ServiceParams } }, (ctx) => {
      ctx.body = {
        languages: toLanguages(SERVICE_LANGUAGES[ctx.state.input.params.service]),
      } satisfies LanguagesResponse;
    }),
  );

  router.get(
    "/languages/detect/:text",
    endpoint({ auth: "none", input: { params: DetectParams } }, (ctx) => {
      // Same thresholds as upload: a short or mixed text answers null rather than a confident guess.
      const { language, confidence } = detectLanguage(ctx.state.input.params.text);
      ctx.body = { language, confidence: Math.round(confidence * 1000) / 1000 } satisfies DetectResponse;
    }),
  );

  router.get(
    "/languages/validate",
    endpoint({ auth: "none", input: { query: ValidateQuery } }, (ctx) => {
      const { source, target, service } = ctx.state.input.query;
      const errors = languagePairProblems(source, target, service);
      ctx.body = { valid: errors.length === 0, errors } satisfies ValidateResponse;
    }),
  );

  return router;
}
