import { SERVICE_IDS } from "@shared/catalog";
import { PAID_LANGUAGES } from "@shared/plans";
import { UPLOAD_EXTENSIONS } from "@shared/uploadFormats";

/**
 * The figures the home page and the footer claim, counted from the catalog itself (DECISIONS.md "Claims"): the
 * languages of the largest plan, the file types read, the translation services.
 */
export const CATALOG_COUNTS = {
  languages: PAID_LANGUAGES.length,
  formats: UPLOAD_EXTENSIONS.length,
  services: SERVICE_IDS.length,
};
