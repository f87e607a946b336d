import { mergeServerCueEdits } from "@client/db/cueEdits";
import { apiRequest } from "@client/lib/api";
import { accountKeys } from "@client/lib/queryKeys";
import { RetranslateResponse } from "@shared/api/translate";
import type { ServiceId } from "@shared/catalog";
import { useMutation, useQueryClient } from "@tanstack/react-query";

export interface RetranslateRequest {
  jobId: string;
  indexes: number[];
  service: ServiceId;
}

/** POST /translate/job/{id}/retranslate: the cues translated again with `service`, as the server stored them. */
export function retranslateCues({
  jobId,
  indexes,
  service,
}: RetranslateRequest): Promise<RetranslateResponse> {
  return apiRequest(`/translate/job/${encodeURIComponent(jobId)}/retranslate`, {
    method: "POST",
    body: { indexes, service },
    schema: RetranslateResponse,
    timeoutMs: 130_000,
  });
}

/** A re-translation needs the service: it is not queued offline. Its cues are kept on the device as edits. */
export function useRetranslate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retranslateCues,
    onSuccess: ({ cues }, { jobId }) => mergeServerCueEdits(jobId, cues),
    // The characters count on the plan's monthly allowance.
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.limits }),
  });
}
