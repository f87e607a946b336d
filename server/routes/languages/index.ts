import Router from "@koa/router";
import type { AppDeps } from "@server/deps";
import { endpointFactory } from "@server/http/endpoint";
import type { AppState } from "@server/state";
import type { LanguagesResponse } from "@shared/api/languages";
import { SUPPORTED_LANGUAGES, toLanguages } from "@shared/languages";

/** GET /languages/supported: every language we can name; per-service lists are the translate side's routes. */
export function languagesRouter(deps: AppDeps): Router<AppState> {
  const endpoint = endpointFactory(deps);
  const router = new Router<AppState>();
  const body: LanguagesResponse = { languages: toLanguages(SUPPORTED_LANGUAGES) };

  router.get(
    "/languages/supported",
    endpoint({ auth: "none" }, (ctx) => {
      ctx.body = body;
    }),
  );

  return router;
}
