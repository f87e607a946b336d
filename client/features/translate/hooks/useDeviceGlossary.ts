import { type GlossaryKey, getGlossaryTerms, glossarySeries, saveGlossaryTerms } from "@client/db/glossaries";
import { useLiveQuery } from "@client/db/useLiveQuery";
import type { GlossaryTerm } from "@shared/glossary";
import { useCallback } from "react";

/** The device glossary of a series and language pair, live, and how to replace its terms. */
export function useDeviceGlossary(key: GlossaryKey) {
  const { series, source_language, target_language } = key;
  const read = useCallback(
    async () => (series ? getGlossaryTerms({ series, source_language, target_language }) : []),
    [series, source_language, target_language],
  );
  const terms = useLiveQuery(read).value ?? [];
  const save = (next: GlossaryTerm[]) =>
    saveGlossaryTerms({ series, source_language, target_language }, next);
  return { terms, save };
}

export function useGlossarySeries(): string[] {
  return useLiveQuery(glossarySeries).value ?? [];
}
