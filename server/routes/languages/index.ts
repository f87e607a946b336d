import Router from "@koa/router";
import type { LanguagesResponse } from "../../../shared/api/languages";
import { SUPPORTED_LANGUAGES, toLanguages } from "../../../shared/languages";
import type { AppDeps } from "../../app";
import type { AppState } from "../../state";

/** GET /languages/supported: every language we can name; per-service lists are the translate side's routes. */
export function languagesRouter(_deps: AppDeps): Router<AppState> {
  const router = new Router<AppState>();
  const body: LanguagesResponse = { languages: toLanguages(SUPPORTED_LANGUAGES) };

  router.get("/languages/supported", (ctx) => {
    ctx.body = body;
  });

  return router;
}
