import { getPreferences, type Preferences, savePreferences } from "@client/db/preferences";
import type { StoredFile } from "@client/db/types";
import type { ServiceId } from "@shared/catalog";
import { useEffect, useState } from "react";
import { pickService, type ServiceAvailability } from "../services";

/**
 * The setup form: starts from the saved preferences (the file's detected language wins for the source),
 * and saves every change so the next visit starts where this one stopped.
 */
export function useTranslationForm(file: StoredFile | undefined, availability: ServiceAvailability) {
  const [form, setForm] = useState<Preferences>();

  const detected = file?.detected_language ?? file?.summary.detected_language;

  useEffect(() => {
    let active = true;
    void getPreferences().then((preferences) => {
      if (!active) return;
      setForm({ ...preferences, source_language: detected ?? preferences.source_language });
    });
    return () => {
      active = false;
    };
  }, [detected]);

  const service: ServiceId | undefined = form && pickService(form.service, availability);

  const update = (patch: Partial<Preferences>) => {
    setForm((previous) => (previous ? { ...previous, ...patch } : previous));
    void savePreferences(patch);
  };

  const swap = () => {
    if (!form || form.source_language === "auto") return;
    update({ source_language: form.target_language, target_language: form.source_language });
  };

  return { form: form && service ? { ...form, service } : undefined, update, swap };
}
