import { hasSavedPreferences, savePreferences } from "@client/db/preferences";
import type { Preferences as AccountPreferences } from "@shared/api/profile";
import { isExportFormat } from "@shared/catalog";
import { getPreferences } from "./api/preferences";

/**
 * The account's default settings become the starting choices of /translate on this device (its IndexedDB
 * preferences, which the translate form reads and then keeps up to date with each change).
 */
export async function applyTranslateDefaults(preferences: AccountPreferences): Promise<void> {
  await savePreferences({
    source_language: preferences.default_source_language,
    target_language: preferences.default_target_language,
    service: preferences.default_translation_service,
    export_format: isExportFormat(preferences.default_export_format)
      ? preferences.default_export_format
      : undefined,
  });
}

/**
 * At sign-in, a device that has no choices of its own takes the account's defaults; a device that has them keeps
 * them (they are the user's latest). A failure leaves the device as it was.
 */
export async function adoptAccountDefaultsOnNewDevice(): Promise<void> {
  try {
    if (await hasSavedPreferences()) return;
    await applyTranslateDefaults(await getPreferences());
  } catch {
    // Offline or refused: /translate keeps its own defaults.
  }
}
