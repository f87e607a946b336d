import "./styles.css";
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { Provider as StoreProvider } from "jotai";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router-dom";
import { startAuth } from "./features/auth/session";
import { activateFallbackLocale, activateLocale, storedLocale } from "./lib/i18n";
import { listenForInstallPrompt } from "./lib/installPrompt";
import { createQueryClient } from "./lib/queryClient";
import { appStore } from "./lib/store";
import { startSubtitleWorker } from "./lib/subtitleWorker";
import { router } from "./routes";

/** Runs once the page has loaded: work the first screen does not need waits for its requests to finish. */
function afterLoad(run: () => void): void {
  if (document.readyState === "complete") run();
  else window.addEventListener("load", run, { once: true });
}

async function start(): Promise<void> {
  listenForInstallPrompt();
  const queryClient = createQueryClient();
  startAuth(queryClient);
  await activateLocale(storedLocale()).catch(activateFallbackLocale);
  const root = document.getElementById("root");
  if (!root) throw new Error("#root is missing from index.html");
  // A transition: React renders the first screen in short slices instead of one long task that blocks input.
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <StoreProvider store={appStore}>
              <RouterProvider router={router} />
            </StoreProvider>
          </QueryClientProvider>
        </I18nProvider>
      </StrictMode>,
    ),
  );
  afterLoad(() => {
    // Sends the translations queued offline, now and whenever the connection returns.
    void import("./features/translate/queue").then(({ watchQueuedStarts }) => watchQueuedStarts());
    // Ready before a file is dropped, so one dropped after the connection drops is still checked.
    startSubtitleWorker();
    // The service worker's precache downloads every chunk of the app shell: after the first screen's own files.
    void import("./lib/pwa").then(({ registerServiceWorker }) => registerServiceWorker());
  });
}

void start();
