import { getPreferences, hasSavedTarget, type Preferences, savePreferences } from "@client/db/preferences";
import type { StoredFile } from "@client/db/types";
import type { ServiceId } from "@shared/catalog";
import { FREE_LANGUAGES } from "@shared/plans";
import { useEffect, useState } from "react";
import { likelyTarget } from "../likelyTarget";
import { pickService, type ServiceAvailability } from "../services";

/**
 * The setup form: starts from the saved preferences (the file's detected language wins for the source; without a
 * saved target, the likely one among the plan's `languages`, the free plan's while unknown), and saves every change
 * so the next visit starts where this one stopped.
 */
export function useTranslationForm(
  file: StoredFile | undefined,
  availability: ServiceAvailability,
  languages: readonly string[] | undefined,
) {
  const [form, setForm] = useState<Preferences>();

  const detected = file?.detected_language ?? file?.summary.detected_language;
  const allowedKey = (languages ?? FREE_LANGUAGES).join(",");

  useEffect(() => {
    let active = true;
    void Promise.all([getPreferences(), hasSavedTarget()]).then(([preferences, savedTarget]) => {
      if (!active) return;
      const source = detected ?? preferences.source_language;
      const target = savedTarget
        ? preferences.target_language
        : likelyTarget(navigator.languages, allowedKey.split(","), source);
      setForm({ ...preferences, source_language: source, target_language: target });
    });
    return () => {
      active = false;
    };
  }, [detected, allowedKey]);

  const service: ServiceId | undefined = form && pickService(form.service, availability);

  const update = (patch: Partial<Preferences>) => {
    setForm((previous) => (previous ? { ...previous, ...patch } : previous));
    // The target shown is saved with any change, so a likely target, once shown, stays the device's choice.
    void savePreferences(form ? { target_language: form.target_language, ...patch } : patch);
  };

  const swap = () => {
    if (!form || form.source_language === "auto") return;
    update({ source_language: form.target_language, target_language: form.source_language });
  };

  return { form: form && service ? { ...form, service } : undefined, update, swap };
}
