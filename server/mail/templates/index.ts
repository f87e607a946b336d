import type { InterfaceLanguage } from "@shared/locales";
import { de } from "./de";
import { en } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import { it } from "./it";
import { ja } from "./ja";
import { pt } from "./pt";
import type { LocaleTexts } from "./types";
import { zh } from "./zh";

/** Every mail in each of the 8 interface languages; the type makes a missing one a compile error. */
export const MAIL_TEXTS: Readonly<Record<InterfaceLanguage, LocaleTexts>> = {
  fr,
  en,
  es,
  de,
  it,
  pt,
  zh,
  ja,
};
