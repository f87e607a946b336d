import "./styles.css";
import { i18n } from "@lingui/core";
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { AppProviders } from "./AppProviders";
import { startAuth } from "./features/auth/session";
import { activateFallbackLocale, activateLocale, storedLocale } from "./lib/i18n";
import { listenForInstallPrompt } from "./lib/installPrompt";
import { createQueryClient } from "./lib/queryClient";
import { startSubtitleWorker } from "./lib/subtitleWorker";
import { renderWithoutHydration } from "./lib/useHydrated";
import { loadPage, routes } from "./routes";

/**
 * Runs when the page has nothing else to do (after hydrating and painting), or after a few seconds at the latest:
 * what the first screen does not show waits for it, each part in a task of its own.
 */
function whenIdle(run: () => void): void {
  if ("requestIdleCallback" in window) requestIdleCallback(run, { timeout: 5000 });
  else setTimeout(run, 200);
}

/** Ends the current task: each step of the start runs in a task of its own, and input is handled between them. */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

async function start(): Promise<void> {
  listenForInstallPrompt();
  // A prerendered page's chunk loads beside the catalog: hydration waits for it (loadPage).
  const prerenderedLocale = document.documentElement.dataset.prerendered;
  const pageLoaded = prerenderedLocale ? loadPage(window.location.pathname, prerenderedLocale) : undefined;
  const queryClient = createQueryClient();
  startAuth(queryClient);
  await activateLocale(storedLocale()).catch(activateFallbackLocale);
  await nextTask();
  const router = createBrowserRouter(routes);
  await nextTask();
  const root = document.getElementById("root");
  if (!root) throw new Error("#root is missing from index.html");
  const prerendered = prerenderedLocale === i18n.locale;
  await pageLoaded;
  const app = (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  // The server's prerender of this page (scripts/prerender.ts) is adopted when it is in the interface language;
  // one in another language (a choice stored on this device) is replaced. Either way inside a transition: React
  // then works in short slices instead of one long task that blocks input.
  startTransition(() => {
    if (prerendered) hydrateRoot(root, app);
    else {
      renderWithoutHydration();
      root.replaceChildren();
      delete document.documentElement.dataset.stalePrerender;
      createRoot(root).render(app);
    }
  });
  // Sends the translations queued offline, now and whenever the connection returns.
  whenIdle(
    () => void import("./features/translate/queue").then(({ watchQueuedStarts }) => watchQueuedStarts()),
  );
  // Ready before a file is dropped, so one dropped after the connection drops is still checked.
  whenIdle(startSubtitleWorker);
  // The service worker's precache downloads every chunk of the app shell: after the first screen's own files.
  whenIdle(() => void import("./lib/pwa").then(({ registerServiceWorker }) => registerServiceWorker()));
}

void start();
