import { i18n } from "@lingui/core";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom";
import { AppProviders } from "./AppProviders";
import type { Locale } from "./lib/locales";
import { createQueryClient } from "./lib/queryClient";
import { documentTitle } from "./lib/useDocumentTitle";
import { loadPage, pagesOf, routes } from "./routes";

/**
 * A page rendered at build time (scripts/prerender.ts), as a visitor sees it before anything is loaded: the browser
 * paints it from the HTML alone, then main.tsx hydrates it. Only state known without the device goes in it. Answers
 * the names of the lazy pages it shows, whose chunks the browser fetches beside the entry.
 */
export async function prerender(
  path: string,
  locale: Locale,
): Promise<{ html: string; title: string; pages: string[] }> {
  const { messages } = await import(`./locales/${locale}/messages.po`);
  i18n.loadAndActivate({ locale, messages });
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, "http://prerender")));
  if (context instanceof Response)
    throw new Error(`${path} answers a redirect, there is nothing to prerender`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // Loaded first, the page renders at once instead of its skeleton. (react-dom/static's prerender would wait for it
  // too, but writes the page after an inline script that reveals it, which the CSP refuses.)
  await loadPage(path, locale);
  const html = renderToString(
    <AppProviders queryClient={createQueryClient()}>
      {/* No hydration data: the routes have no loaders, and an inline script would break the CSP. */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  const matches = context.matches.map((match) => ({ handle: match.route.handle }));
  return { html, title: documentTitle(matches, i18n), pages: pagesOf(path).map((page) => page.pageName) };
}
