import "./styles.css";
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { Provider as StoreProvider } from "jotai";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router-dom";
import { startAuth } from "./features/auth/session";
import { activateFallbackLocale, activateLocale, storedLocale } from "./lib/i18n";
import { listenForInstallPrompt } from "./lib/installPrompt";
import { createQueryClient } from "./lib/queryClient";
import { appStore } from "./lib/store";
import { startSubtitleWorker } from "./lib/subtitleWorker";
import { router } from "./routes";

async function start(): Promise<void> {
  listenForInstallPrompt();
  startSubtitleWorker();
  const queryClient = createQueryClient();
  startAuth(queryClient);
  await activateLocale(storedLocale()).catch(activateFallbackLocale);
  const root = document.getElementById("root");
  if (!root) throw new Error("#root is missing from index.html");
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
  );
  // Not needed for the first paint: the service worker code loads in its own chunk afterwards.
  void import("./lib/pwa").then(({ registerServiceWorker }) => registerServiceWorker());
  // Sends the translations queued offline; loaded after the first paint, with what starting a job needs.
  void import("./features/translate/queue").then(({ watchQueuedStarts }) => watchQueuedStarts());
}

void start();
