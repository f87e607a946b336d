import { EXPORT_FORMATS, FORMATS, READABLE_FORMATS, SERVICE_IDS } from "@shared/catalog";
import { FREE_LANGUAGES, PAID_LANGUAGES } from "@shared/plans";
import { UPLOAD_EXTENSIONS } from "@shared/uploadFormats";

/**
 * The figures and lists the home and help pages claim, taken from the catalog itself (DECISIONS.md "Claims"), so
 * that a figure and the list beside it cannot disagree: the languages of the largest plan and of the free one,
 * the subtitle formats read (named by READ_FORMAT_NAMES), the translation services.
 */
export const CATALOG_COUNTS = {
  languages: PAID_LANGUAGES.length,
  freeLanguages: FREE_LANGUAGES.length,
  formats: READABLE_FORMATS.length,
  services: SERVICE_IDS.length,
};

/** Every format the engine reads, by name ("SubRip, WebVTT, …"): what CATALOG_COUNTS.formats counts. */
export const READ_FORMAT_NAMES = READABLE_FORMATS.map((id) => FORMATS[id].name).join(", ");

/** The file types an upload accepts, as users write them ("SRT, VTT, …"). */
export const UPLOAD_TYPES = upperList(UPLOAD_EXTENSIONS);

/** The formats a translation exports to ("SRT, …, TXT"). */
export const EXPORT_TYPES = upperList(EXPORT_FORMATS);

function upperList(values: readonly string[]): string {
  return values.map((value) => value.replace(".", "").toUpperCase()).join(", ");
}
