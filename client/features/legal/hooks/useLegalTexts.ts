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
 * protection contact; they wait (loading) while the address is not known yet, so it never changes under the reader.
 */
export function useLegalTexts(email: string | undefined): LegalTextsState {
  const { i18n } = useLingui();
  const locale: Locale = isLocale(i18n.locale) ? i18n.locale : "en";
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ModuleState>({ status: "loading" });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the trigger of a retry.
  useEffect(() => {
    let current = true;
    setState({ status: "loading" });
    LOADERS[locale]().then(
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
    if (email === undefined) return { status: "loading" };
    return { status: "ready", texts: state.module.default({ ...LEGAL_FIGURES, email }) };
  }, [state, email]);
}
