import { useSyncExternalStore } from "react";

/** Chromium's install event (not in TypeScript's DOM types). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function changed(next: BeforeInstallPromptEvent | null): void {
  deferred = next;
  for (const listener of listeners) listener();
}

/**
 * Listens from the first module evaluation: the browser fires beforeinstallprompt once, possibly before React
 * renders, and offers the install only through that event.
 */
export function listenForInstallPrompt(): void {
  window.addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault();
    changed(event as BeforeInstallPromptEvent);
  });
  window.addEventListener("appinstalled", () => changed(null));
}

async function install(): Promise<void> {
  const event = deferred;
  if (!event) return;
  await event.prompt();
  // The event is single-use: whatever the answer, the browser offers a new one later if installing is still possible.
  await event.userChoice;
  changed(null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The install action while the browser offers one, else null. */
export function useInstallPrompt(): (() => Promise<void>) | null {
  const available = useSyncExternalStore(
    subscribe,
    () => deferred !== null,
    () => false,
  );
  return available ? install : null;
}
