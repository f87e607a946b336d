import "./styles.css";
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { Provider as StoreProvider } from "jotai";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router-dom";
import { watchQueuedStarts } from "./features/translate/queue";
import { activateBuiltInLocale, activateLocale, storedLocale } from "./lib/i18n";
import { registerServiceWorker } from "./lib/pwa";
import { createQueryClient } from "./lib/queryClient";
import { appStore } from "./lib/store";
import { startSubtitleWorker } from "./lib/subtitleWorker";
import { router } from "./routes";

async function start(): Promise<void> {
  startSubtitleWorker();
  await activateLocale(storedLocale()).catch(activateBuiltInLocale);
  const root = document.getElementById("root");
  if (!root) throw new Error("#root is missing from index.html");
  createRoot(root).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={createQueryClient()}>
          <StoreProvider store={appStore}>
            <RouterProvider router={router} />
          </StoreProvider>
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>,
  );
  registerServiceWorker();
  watchQueuedStarts();
}

void start();
