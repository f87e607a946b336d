import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Workbox } from "workbox-window";
import { showToast } from "./toasts";

/**
 * The first visit loads the locale catalog, the subtitle worker and the page's chunks before the service worker
 * controls the page, so its runtime route never saw them. Workbox's router takes a list of URLs to put through
 * its routes (CACHE_URLS): the service worker fetches them on its own thread (the HTTP cache answers, nothing is
 * downloaded twice), and the app then opens offline in the same language with the parser working.
 */
function cacheWhatThisVisitLoaded(workbox: Workbox): void {
  const urls = performance
    .getEntriesByType("resource")
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && url.pathname.startsWith("/assets/"));
  const urlsToCache = [...new Set(urls.map(String))];
  void workbox.messageSW({ type: "CACHE_URLS", payload: { urlsToCache } }).catch(() => undefined);
}

/**
 * Registers the service worker (built by vite-plugin-pwa) so the app shell loads offline. A new version waits
 * until the user accepts the prompt, so a reload never interrupts their work by surprise.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const workbox = new Workbox("/sw.js");

  workbox.addEventListener("waiting", () => {
    showToast({
      type: "info",
      title: i18n._(msg`A new version of Polysub is available`),
      description: i18n._(msg`Reload to use it. Work in progress on the server is kept.`),
      duration: 0,
      action: {
        label: i18n._(msg`Reload`),
        onClick: () => {
          workbox.addEventListener("controlling", () => window.location.reload());
          workbox.messageSkipWaiting();
        },
      },
    });
  });

  workbox.addEventListener("controlling", (event) => {
    if (event.isUpdate) return;
    cacheWhatThisVisitLoaded(workbox);
    showToast({ type: "success", title: i18n._(msg`Polysub now works offline`) });
  });

  // Refused (a browser or a policy that allows no service worker), the app still works, online only.
  workbox.register().catch(() => undefined);
}
