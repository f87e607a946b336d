import type { AppDeps } from "@server/deps";
import { type RouteTable, routeTable } from "@server/http/routeTable";
import { LanguagesResponse } from "@shared/api/languages";
import { SUPPORTED_LANGUAGES, toLanguages } from "@shared/languages";

/** GET /languages/supported: every language we can name; per-service lists are the translate side's routes. */
export function languagesRouter(deps: AppDeps): RouteTable {
  const routes = routeTable(deps);
  const body: LanguagesResponse = { languages: toLanguages(SUPPORTED_LANGUAGES) };

  routes.add(
    {
      method: "get",
      path: "/languages/supported",
      summary: "Every language Polysub can name",
      responses: { 200: LanguagesResponse },
      auth: "none",
    },
    (ctx) => {
      ctx.body = body;
    },
  );

  return routes;
}
