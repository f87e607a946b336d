import { cueEditsOf, unsyncedCueEdits } from "@client/db/cueEdits";
import { useLiveQuery } from "@client/db/useLiveQuery";
import { useMutationState } from "@tanstack/react-query";
import { useCallback, useEffect } from "react";
import { type CueEditRequest, useEditCue } from "../api/editCue";

/** The device's edits of a job, following every change (this tab's, another tab's). */
export function useCueEdits(jobId: string) {
  const read = useCallback(() => cueEditsOf(jobId), [jobId]);
  return useLiveQuery(read);
}

/**
 * Edits the device kept but the server never confirmed, whose paused mutation a reload dropped: sent again once,
 * through the same mutation (so they wait for the network the same way). Those already queued are left alone.
 */
export function useResendEdits() {
  const edit = useEditCue();
  const queued = useMutationState({
    filters: { mutationKey: ["review", "edit"], status: "pending" },
    select: (mutation) => mutation.state.variables as CueEditRequest | undefined,
  });
  const { mutate } = edit;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per mount, with what is queued then
  useEffect(() => {
    void unsyncedCueEdits().then((edits) => {
      for (const e of edits) {
        const waiting = queued.some((q) => q?.jobId === e.job_id && q.index === e.index);
        if (!waiting) mutate({ jobId: e.job_id, index: e.index, text: e.text, updatedAt: e.updated_at });
      }
    });
  }, [mutate]);
}
