import { useSyncExternalStore } from "react";

const nothingToFollow = () => () => {};

/**
 * False while React hydrates the prerendered home page, true afterwards and in every render made in the browser
 * alone. What the prerender cannot know (the stored theme, a signed-in session) waits for true, so hydration
 * finds the markup it was given and React updates it right after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingToFollow,
    () => true,
    () => false,
  );
}
