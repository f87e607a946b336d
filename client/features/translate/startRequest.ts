import type { TranslationSettings } from "@client/db/preferences";
import type { StartTranslationBody } from "@shared/api/translate";

export type StartChoices = Pick<StartTranslationBody, "source_language" | "target_language" | "service">;

/**
 * The body of POST /translate/start from the chosen languages and service and the saved settings; empty texts are
 * left out, and `collapse_rolling` is sent only for rolling captions the user chose to collapse,
 * `keep_reading_speed` only when ticked.
 */
export function startRequest(
  choices: StartChoices,
  settings: TranslationSettings,
  collapseRolling = false,
  keepReadingSpeed = false,
): StartTranslationBody {
  return {
    source_language: choices.source_language,
    target_language: choices.target_language,
    service: choices.service,
    context: settings.context || undefined,
    genre: settings.genre || undefined,
    preserve_formatting: settings.preserve_formatting,
    batch_size: settings.batch_size,
    ...(collapseRolling ? { collapse_rolling: true } : {}),
    ...(keepReadingSpeed ? { keep_reading_speed: true } : {}),
  };
}
