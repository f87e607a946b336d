import type { AppDeps } from "@server/deps";
import { type RouteTable, routeTable } from "@server/http/routeTable";
import {
  DetectParams,
  DetectResponse,
  ServiceParams,
  ValidateQuery,
  ValidateResponse,
} from "@shared/api/languageChecks";
import { LanguagesResponse } from "@shared/api/languages";
import { detectLanguage } from "@shared/detectLanguage";
import { languagePairProblems } from "@shared/languagePair";
import { SERVICE_LANGUAGES, toLanguages } from "@shared/languages";

/** Per-service languages, detection and pair validation: what the translate screen asks before starting a job. */
export function languageServiceRouter(deps: AppDeps): RouteTable {
  const routes = routeTable(deps);

  routes.add(
    {
      method: "get",
      path: "/languages/supported/:service",
      summary: "The languages one service translates",
      responses: { 200: LanguagesResponse },
      auth: "none",
      input: { params: ServiceParams },
    },
    (ctx) => {
      ctx.body = {
        languages: toLanguages(SERVICE_LANGUAGES[ctx.state.input.params.service]),
      } satisfies LanguagesResponse;
    },
  );

  routes.add(
    {
      method: "get",
      path: "/languages/detect/:text",
      summary: "Detect the language of a text",
      responses: { 200: DetectResponse },
      auth: "none",
      input: { params: DetectParams },
    },
    (ctx) => {
      // Same thresholds as upload: a short or mixed text answers null rather than a confident guess.
      const { language, confidence } = detectLanguage(ctx.state.input.params.text);
      ctx.body = { language, confidence: Math.round(confidence * 1000) / 1000 } satisfies DetectResponse;
    },
  );

  routes.add(
    {
      method: "get",
      path: "/languages/validate",
      summary: "Check a language pair for a service",
      responses: { 200: ValidateResponse },
      auth: "none",
      input: { query: ValidateQuery },
    },
    (ctx) => {
      const { source, target, service } = ctx.state.input.query;
      const errors = languagePairProblems(source, target, service);
      ctx.body = { valid: errors.length === 0, errors } satisfies ValidateResponse;
    },
  );

  return routes;
}
