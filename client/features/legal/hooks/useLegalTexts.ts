import { isLocale, type Locale } from "@client/lib/locales";
import { useLingui } from "@lingui/react";
import { useEffect, useMemo, useState } from "react";
import { LEGAL_FIGURES, type LegalContentModule, type LegalTexts } from "../content/types";

/** One chunk per language: a reader downloads the legal texts of their own language only, when they open them. */
const LOADERS: Record<Locale, () => Promise<LegalContentModule>> = {
  fr: () => import("../content/legal.fr"),
  en: () => import("../content/legal.en"),
  es: () => import("../content/legal.es"),
  de: () => import("../content/legal.de"),
  it: () => import("../content/legal.it"),
  pt: () => import("../content/legal.pt"),
  zh: () => import("../content/legal.zh"),
  ja: () => import("../content/legal.ja"),
};

/** The languages loaded so far: a page opened in one of them renders its text at once, as its prerender did. */
const loaded = new Map<Locale, LegalContentModule>();

async function load(locale: Locale): Promise<LegalContentModule> {
  const module = await LOADERS[locale]();
  loaded.set(locale, module);
  return module;
}

/**
 * Loads the texts of a language before the page renders (the build's prerender, and its hydration: main.tsx).
 * Offline before they were ever opened, the chunk is not cached: the page then says so itself.
 */
export async function loadLegalTexts(locale: string): Promise<void> {
  if (isLocale(locale)) await load(locale).catch(() => undefined);
}

/**
 * Marks where the data protection address goes while the server has not told it yet (a private-use character, in
 * no text): the page holds its place (LegalDocumentView), so the words around it never move.
 */
export const EMAIL_SLOT = "\uE000";

export type LegalTextsState =
  | { status: "loading" }
  | { status: "ready"; texts: LegalTexts }
  | { status: "failed"; retry: () => void };

type ModuleState =
  | { status: "loading" }
  | { status: "ready"; module: LegalContentModule }
  | { status: "failed"; retry: () => void };

/**
 * The legal texts in the interface language, loaded again when the language changes, naming `email` as the data
 * protection contact, or EMAIL_SLOT in its place while it is not known yet.
 */
export function useLegalTexts(email: string | undefined): LegalTextsState {
  const { i18n } = useLingui();
  const locale: Locale = isLocale(i18n.locale) ? i18n.locale : "en";
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ModuleState>(() => {
    const module = loaded.get(locale);
    return module ? { status: "ready", module } : { status: "loading" };
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the trigger of a retry.
  useEffect(() => {
    const module = loaded.get(locale);
    if (module) {
      // Loaded already (the prerender's language, or opened before): kept as the first render showed it.
      setState((shown) =>
        shown.status === "ready" && shown.module === module ? shown : { status: "ready", module },
      );
      return;
    }
    setState({ status: "loading" });
    let current = true;
    load(locale).then(
      (module) => current && setState({ status: "ready", module }),
      // Offline before this language's texts were ever opened: the chunk is not cached yet.
      () => current && setState({ status: "failed", retry: () => setAttempt((n) => n + 1) }),
    );
    return () => {
      current = false;
    };
  }, [locale, attempt]);

  return useMemo((): LegalTextsState => {
    if (state.status !== "ready") return state;
    return { status: "ready", texts: state.module.default({ ...LEGAL_FIGURES, email: email ?? EMAIL_SLOT }) };
  }, [state, email]);
}
