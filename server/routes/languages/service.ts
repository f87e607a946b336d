import Router from "@koa/router";
import { detectAll } from "tinyld";
import {
  DetectParams,
  type DetectResponse,
  ServiceParams,
  ValidateQuery,
  type ValidateResponse,
} from "../../../shared/api/languageChecks";
import type { LanguagesResponse } from "../../../shared/api/languages";
import { languagePairProblems } from "../../../shared/languagePair";
import { SERVICE_LANGUAGES, toLanguages } from "../../../shared/languages";
import type { AppDeps } from "../../app";
import { validate } from "../../middleware/validate";
import type { AppState } from "../../state";

/** Per-service languages, detection and pair validation: what the translate screen asks before starting a job. */
export function languageServiceRouter(_deps: AppDeps): Router<AppState> {
  const router = new Router<AppState>();

  router.get("/languages/supported/:service", validate({ params: ServiceParams }), (ctx) => {
    ctx.body = {
      languages: toLanguages(SERVICE_LANGUAGES[ctx.state.input.params.service]),
    } satisfies LanguagesResponse;
  });

  router.get("/languages/detect/:text", validate({ params: DetectParams }), (ctx) => {
    const [best] = detectAll(ctx.state.input.params.text);
    ctx.body = {
      language: best?.lang ?? null,
      confidence: best ? Math.round(best.accuracy * 1000) / 1000 : 0,
    } satisfies DetectResponse;
  });

  router.get("/languages/validate", validate({ query: ValidateQuery }), (ctx) => {
    const { source, target, service } = ctx.state.input.query;
    const errors = languagePairProblems(source, target, service);
    ctx.body = { valid: errors.length === 0, errors } satisfies ValidateResponse;
  });

  return router;
}
