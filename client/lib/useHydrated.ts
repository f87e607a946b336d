import { type RefObject, startTransition, useEffect, useRef, useState } from "react";

let hydrated = false;

/**
 * False while React hydrates a prerendered page, true afterwards and in every render made in the browser alone.
 * What the prerender cannot know (the stored theme, a signed-in session) waits for true, so hydration finds the
 * markup it was given and React updates it right after, in a transition: in short slices, like the hydration
 * itself, rather than in the one long synchronous render an external store's change would cause.
 */
export function useHydrated(): boolean {
  const [value, setValue] = useState(hydrated);
  useEffect(() => {
    if (!value) startTransition(() => setValue(true));
  }, [value]);
  return value;
}

/**
 * Whether the component mounted while React hydrated a prerendered page, fixed for its lifetime. Such a component
 * shows what a first visit has (no kept file) until the device's records are read, as its prerender did; one
 * rendered in the browser alone waits for them instead, so that a returning visitor never sees the wrong state.
 */
export function useMountedHydrating(): boolean {
  const [mountedHydrating] = useState(!hydrated);
  return mountedHydrating;
}

/**
 * Placed last in the page's Suspense boundary. React hydrates what such a boundary holds in a pass of its own,
 * after the layout around it has committed and run its effects: only this one's effect, which runs after the
 * page's, tells that the whole page is hydrated, so what mounts afterwards starts at true.
 */
export function HydrationEnd(): null {
  useEffect(() => {
    hydrated = true;
  }, []);
  return null;
}

/** For a page rendered in the browser alone (no prerender to adopt): true from the first render. */
export function renderWithoutHydration(): void {
  hydrated = true;
}

/**
 * The ref of a controlled field that keeps what the user typed (or chose, checked, or the browser autofilled) into
 * its prerendered control before React hydrated it: React holds the state it rendered, not the DOM's, and would put
 * the field back to it on the next render. At mount the DOM's value is handed to onChange once.
 */
export function useKeptBeforeHydration<
  E extends HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement,
  V extends string | boolean,
>(value: V, onChange: (value: V) => void): RefObject<E | null> {
  const ref = useRef<E>(null);
  const rendered = useRef({ value, onChange });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const { value: initial, onChange: adopt } = rendered.current;
    const shown = (typeof initial === "boolean" ? (element as HTMLInputElement).checked : element.value) as V;
    if (shown !== initial) adopt(shown);
  }, []);
  return ref;
}
