import type { TranslationSettings } from "@client/db/preferences";
import type { StartBatchBody, StartTranslationBody } from "@shared/api/translate";
import type { GlossaryTerm } from "@shared/glossary";

export type StartChoices = Pick<StartTranslationBody, "source_language" | "target_language" | "service">;

/** What a start adds from the setup view beyond the saved settings (issue 39). */
export interface StartExtras {
  collapseRolling?: boolean;
  keepReadingSpeed?: boolean;
  /** Terms sent inline (useGlossary's sentGlossary: a visitor's, an account's not stored yet); with a series only. */
  glossary?: GlossaryTerm[];
  speakerFormality?: Record<string, "formal" | "informal">;
}

/**
 * The body of POST /translate/start from the chosen languages and service and the saved settings; empty texts are
 * left out, and `collapse_rolling` is sent only for rolling captions the user chose to collapse,
 * `keep_reading_speed` only when ticked; the options of issue 39 only where they differ from the server's defaults.
 */
export function startRequest(
  choices: StartChoices,
  settings: TranslationSettings,
  extras: StartExtras = {},
): StartTranslationBody {
  const { collapseRolling = false, keepReadingSpeed = false, glossary = [], speakerFormality = {} } = extras;
  const series = settings.series?.trim();
  return {
    source_language: choices.source_language,
    target_language: choices.target_language,
    service: choices.service,
    context: settings.context || undefined,
    genre: settings.genre || undefined,
    preserve_formatting: settings.preserve_formatting,
    batch_size: settings.batch_size,
    sentence_aware: settings.sentence_aware,
    ...(collapseRolling ? { collapse_rolling: true } : {}),
    ...(keepReadingSpeed ? { keep_reading_speed: true } : {}),
    ...(settings.lyrics === "translate" && { lyrics: "translate" as const }),
    ...(settings.sound_descriptions === "keep" && { sound_descriptions: "keep" as const }),
    ...(series && { series }),
    ...(series && glossary.length > 0 && { glossary }),
    ...(Object.keys(speakerFormality).length > 0 && { speaker_formality: speakerFormality }),
  };
}

export interface BatchChoices {
  file_ids: string[];
  target_languages: string[];
  source_language: string;
  service: StartTranslationBody["service"];
}

/**
 * The body of POST /translate/start-batch: the start body of the same settings and extras (startRequest), for
 * every file and target language at once.
 */
export function batchRequest(
  choices: BatchChoices,
  settings: TranslationSettings,
  extras: StartExtras = {},
): StartBatchBody {
  const { file_ids, target_languages, source_language, service } = choices;
  const { target_language: _one, ...start } = startRequest(
    { source_language, target_language: target_languages[0] ?? "", service },
    settings,
    extras,
  );
  return { ...start, file_ids, target_languages };
}
