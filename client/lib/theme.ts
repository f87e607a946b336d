import { atom } from "jotai";

export type ThemePreference = "light" | "dark" | "system";
export type ResolvedTheme = "light" | "dark";

export const THEME_STORAGE_KEY = "theme";
const DARK_QUERY = "(prefers-color-scheme: dark)";

export function parseThemePreference(value: unknown): ThemePreference {
  return value === "light" || value === "dark" ? value : "system";
}

export function resolveTheme(preference: ThemePreference, systemPrefersDark: boolean): ResolvedTheme {
  if (preference === "system") return systemPrefersDark ? "dark" : "light";
  return preference;
}

function readStoredPreference(): ThemePreference {
  try {
    return parseThemePreference(localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return "system";
  }
}

const preferenceAtom = atom<ThemePreference>(readStoredPreference());

/** The user's choice; writing it also stores it. */
export const themePreferenceAtom = atom(
  (get) => get(preferenceAtom),
  (_get, set, next: ThemePreference) => {
    set(preferenceAtom, next);
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Storage refused: the choice lasts for this visit.
    }
  },
);

/** Touches the root only on a change: any write to it, even of the same value, restyles the whole page. */
function applyTheme(theme: ResolvedTheme): void {
  const root = document.documentElement;
  const name = theme === "dark" ? "polysub-dark" : "polysub-light";
  if (root.dataset.theme !== name) root.dataset.theme = name;
  if (root.classList.contains("dark") !== (theme === "dark")) root.classList.toggle("dark", theme === "dark");
}

/** Applies the preference now and, for "system", again whenever the device switches. Returns the unsubscribe. */
export function followTheme(preference: ThemePreference): () => void {
  const media = window.matchMedia(DARK_QUERY);
  const update = () => applyTheme(resolveTheme(preference, media.matches));
  update();
  if (preference !== "system") return () => {};
  media.addEventListener("change", update);
  return () => media.removeEventListener("change", update);
}
