import type { ExportFormat, ServiceId } from "@shared/catalog";
import { readValue, writeValue } from "./database";

export interface TranslationSettings {
  context: string;
  genre: string;
  preserve_formatting: boolean;
  batch_size: number;
  /** Sentences that run over several cues are translated whole (on by default; older saved settings lack it). */
  sentence_aware: boolean;
  /**
   * The reading limits the quality report measures against; unset, the target script's (shared/readingLimits.ts).
   * Kept on the device and sent with each report request, so a visitor's and an account's reports work alike.
   */
  max_cps?: number;
  max_line_length?: number;
  max_lines?: number;
  /** Sung lyrics (♪ …): kept as written (the default) or translated. */
  lyrics?: "keep" | "translate";
  /** Sound descriptions (`[door slams]`): translated (the default) or kept in the source language. */
  sound_descriptions?: "translate" | "keep";
  /** The series (or project) whose device glossary a start uses; none when empty. */
  series?: string;
}

export interface Preferences {
  source_language: string;
  target_language: string;
  service: ServiceId;
  settings: TranslationSettings;
  /** The export format chosen in the account's settings; without one, the export offers the file's own format. */
  export_format?: ExportFormat;
}

/** Spec section 3 defaults: source en, target fr, service openai, formatting kept, batches of 50; sentences whole. */
export const DEFAULT_PREFERENCES: Preferences = {
  source_language: "en",
  target_language: "fr",
  service: "openai",
  settings: { context: "", genre: "", preserve_formatting: true, batch_size: 50, sentence_aware: true },
};

const KEY = "preferences";

export async function getPreferences(): Promise<Preferences> {
  const stored = await readValue<Partial<Preferences>>(KEY);
  return {
    ...DEFAULT_PREFERENCES,
    ...stored,
    settings: { ...DEFAULT_PREFERENCES.settings, ...stored?.settings },
  };
}

/** Whether this device has choices of its own (otherwise an account's defaults may fill them in). */
export async function hasSavedPreferences(): Promise<boolean> {
  return (await readValue(KEY)) !== undefined;
}

/** Whether a target language was chosen on this device (else /translate starts from the likely one). */
export async function hasSavedTarget(): Promise<boolean> {
  return (await readValue<Partial<Preferences>>(KEY))?.target_language !== undefined;
}

export async function savePreferences(patch: Partial<Preferences>): Promise<void> {
  const current = await getPreferences();
  await writeValue(KEY, { ...current, ...patch });
}
