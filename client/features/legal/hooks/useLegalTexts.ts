import { isLocale, type Locale } from "@client/lib/locales";
import { useLingui } from "@lingui/react";
import { useEffect, useState } from "react";
import { LEGAL_FACTS, type LegalContentModule, type LegalTexts } from "../content/types";

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

export type LegalTextsState =
  | { status: "loading" }
  | { status: "ready"; texts: LegalTexts }
  | { status: "failed"; retry: () => void };

/** The legal texts in the interface language, loaded again when the language changes. */
export function useLegalTexts(): LegalTextsState {
  const { i18n } = useLingui();
  const locale: Locale = isLocale(i18n.locale) ? i18n.locale : "en";
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LegalTextsState>({ status: "loading" });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the trigger of a retry.
  useEffect(() => {
    let current = true;
    setState({ status: "loading" });
    LOADERS[locale]().then(
      (module) => current && setState({ status: "ready", texts: module.default(LEGAL_FACTS) }),
      // Offline before this language's texts were ever opened: the chunk is not cached yet.
      () => current && setState({ status: "failed", retry: () => setAttempt((n) => n + 1) }),
    );
    return () => {
      current = false;
    };
  }, [locale, attempt]);

  return state;
}
