import { setCurrentJobId } from "@client/db/currentJob";
import { recordJob } from "@client/db/history";
import { queueStart } from "@client/db/queuedStarts";
import { apiRequest, isUnsent } from "@client/lib/api";
import { describeError } from "@client/lib/errorMessages";
import { serverFileId } from "@client/lib/fileUpload";
import { accountKeys } from "@client/lib/queryKeys";
import { showErrorToast } from "@client/lib/toasts";
import { useLingui } from "@lingui/react/macro";
import { type StartTranslationBody, TranslationJob } from "@shared/api/translate";
import { useMutation, useQueryClient } from "@tanstack/react-query";

export interface StartTranslationInput {
  fileId: string;
  body: StartTranslationBody;
}

export function startTranslation({ fileId, body }: StartTranslationInput): Promise<TranslationJob> {
  return apiRequest("/translate/start", {
    method: "POST",
    query: { file_id: fileId },
    body,
    schema: TranslationJob,
  });
}

/** A job the server started, or a request kept on the device until the network returns. */
export type StartOutcome = { job: TranslationJob } | { queued: true };

/**
 * Sends the request (a file checked offline is sent first), or queues it when the device is offline or the request
 * could not leave it.
 */
export async function startOrQueue(
  input: StartTranslationInput & { filename: string },
): Promise<StartOutcome> {
  let fileId = input.fileId;
  const queue = async (): Promise<StartOutcome> => {
    await queueStart({ file_id: fileId, filename: input.filename, body: input.body });
    return { queued: true };
  };
  if (!navigator.onLine) return queue();
  try {
    fileId = await serverFileId(fileId);
    return { job: await startTranslation({ fileId, body: input.body }) };
  } catch (error) {
    if (isUnsent(error)) return queue();
    throw error;
  }
}

/**
 * Starts a job and makes it the current one, or queues it while offline (the translate page then says it waits);
 * a refusal stays on the mutation for the inline panel and is raised as a toast.
 */
export function useStartTranslation() {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startOrQueue,
    // A start spends a file of the day: the plan card's count is read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.limits }),
    // Queued, the page shows the waiting translation itself (QueuedView): no toast repeats it over the page.
    onSuccess: async (outcome) => {
      if ("queued" in outcome) return;
      await recordJob(outcome.job);
      await setCurrentJobId(outcome.job.job_id);
    },
    onError: (error) => {
      showErrorToast(describeError(i18n, error, "start"));
    },
  });
}
