import { markCueEditSynced, putCueEdit } from "@client/db/cueEdits";
import { apiRequest } from "@client/lib/api";
import { CueEdit } from "@shared/api/translate";
import { useMutation } from "@tanstack/react-query";

export interface CueEditRequest {
  jobId: string;
  index: number;
  text: string;
  /** When the user made it: the device keeps the newest, and marks it synced only if it is still that one. */
  updatedAt: string;
}

/** PATCH /translate/job/{id}/cues/{index}: the cue's whole translated text. */
export function sendCueEdit({ jobId, index, text }: CueEditRequest): Promise<CueEdit> {
  return apiRequest(`/translate/job/${encodeURIComponent(jobId)}/cues/${index}`, {
    method: "PATCH",
    body: { text },
    schema: CueEdit,
  });
}

/**
 * An edit is kept on the device at once (every export on the device uses it, offline too), then sent. Offline the
 * mutation is paused, not failed (networkMode "online"): TanStack Query sends it when the network returns, which is
 * the offline queue (LIBRARIES.md); an edit a reload interrupted is sent again by useResendEdits.
 */
export function useEditCue() {
  return useMutation({
    mutationKey: ["review", "edit"],
    networkMode: "online",
    onMutate: (edit: CueEditRequest) =>
      putCueEdit({
        job_id: edit.jobId,
        index: edit.index,
        text: edit.text,
        service: null,
        updated_at: edit.updatedAt,
        synced: false,
      }),
    mutationFn: sendCueEdit,
    onSuccess: (_saved, edit) => markCueEditSynced(edit.jobId, edit.index, edit.updatedAt),
  });
}
