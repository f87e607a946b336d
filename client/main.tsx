import "./styles.css";
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { Provider as StoreProvider } from "jotai";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router-dom";
import { activateFallbackLocale, activateLocale, storedLocale } from "./lib/i18n";
import { listenForInstallPrompt } from "./lib/installPrompt";
import { appStore } from "./lib/store";
import { router } from "./routes";

async function start(): Promise<void> {
  listenForInstallPrompt();
  await activateLocale(storedLocale()).catch(activateFallbackLocale);
  const root = document.getElementById("root");
  if (!root) throw new Error("#root is missing from index.html");
  createRoot(root).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <StoreProvider store={appStore}>
          <RouterProvider router={router} />
        </StoreProvider>
      </I18nProvider>
    </StrictMode>,
  );
  // Not needed for the first paint: the parser worker and the service worker load in chunks of their own
  // afterwards. The parser starts before it is needed, so a file dropped after the connection drops is checked.
  void import("./lib/subtitleWorker").then(({ startSubtitleWorker }) => startSubtitleWorker());
  void import("./lib/pwa").then(({ registerServiceWorker }) => registerServiceWorker());
}

void start();
