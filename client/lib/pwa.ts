import { registerSW } from "virtual:pwa-register";
import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { showToast } from "./toasts";

/** Registers the service worker so the app shell loads offline; a new version waits for the user's consent. */
export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  const updateServiceWorker = registerSW({
    immediate: true,
    onNeedRefresh() {
      showToast({
        type: "info",
        title: i18n._(msg`A new version of Polysub is available`),
        description: i18n._(msg`Reload to use it. Work in progress on the server is kept.`),
        duration: 0,
        action: { label: i18n._(msg`Reload`), onClick: () => void updateServiceWorker(true) },
      });
    },
    onOfflineReady() {
      showToast({ type: "success", title: i18n._(msg`Polysub now works offline`) });
    },
  });
}
