import { keepServerGlossaries } from "@client/db/glossaries";
import { apiRequest } from "@client/lib/api";
import { accountKeys } from "@client/lib/queryKeys";
import { GlossaryList } from "@shared/api/glossary";
import { useQuery } from "@tanstack/react-query";

/** GET /glossary: the signed-in account's glossaries, of one series when it is named. */
export function getGlossaries(series?: string, signal?: AbortSignal): Promise<GlossaryList> {
  return apiRequest("/glossary", { query: { series }, schema: GlossaryList, signal });
}

/**
 * The account's glossaries of a series, every language pair; what the server answers becomes the device's copy
 * (client/db/glossaries.ts), which the setup view shows, offline too.
 */
export function useSeriesGlossaries(series: string, enabled: boolean) {
  return useQuery({
    queryKey: [...accountKeys.glossaries, series],
    queryFn: async ({ signal }) => {
      const list = await getGlossaries(series, signal);
      await keepServerGlossaries(series, list.glossaries);
      return list;
    },
    enabled: enabled && series !== "",
  });
}

/** The series the account has glossaries of, for the series field's suggestions. */
export function useGlossarySeriesNames(enabled: boolean) {
  return useQuery({
    queryKey: accountKeys.glossaries,
    queryFn: async ({ signal }) => [
      ...new Set((await getGlossaries(undefined, signal)).glossaries.map((g) => g.series)),
    ],
    enabled,
  });
}
