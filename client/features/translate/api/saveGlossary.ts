import { markGlossarySent } from "@client/db/glossaries";
import { apiRequest } from "@client/lib/api";
import { accountKeys } from "@client/lib/queryKeys";
import { GlossaryList, type PutGlossaryBody } from "@shared/api/glossary";
import { useMutation, useQueryClient } from "@tanstack/react-query";

/** PUT /glossary: the account's glossary of a series and pair replaced (no terms deletes it). */
export function saveGlossary(body: PutGlossaryBody): Promise<GlossaryList> {
  return apiRequest("/glossary", { method: "PUT", body, schema: GlossaryList });
}

/**
 * Sends an edit the device holds (stamped `updatedAt` by editAccountGlossary) and marks it sent once stored.
 * Unsent (offline), it stays on the device and useResendGlossaries sends it when the network is back.
 */
export function useSaveGlossary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, updatedAt }: { body: PutGlossaryBody; updatedAt: number }) => {
      const saved = await saveGlossary(body);
      await markGlossarySent(body, updatedAt);
      return saved;
    },
    onSuccess: (saved, { body }) => {
      queryClient.setQueryData([...accountKeys.glossaries, body.series], saved);
      void queryClient.invalidateQueries({ queryKey: accountKeys.glossaries, exact: true });
    },
  });
}
