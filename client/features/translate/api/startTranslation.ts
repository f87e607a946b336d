import { useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type StartTranslationBody, TranslationJob } from "../../../../shared/api/translate";
import { setCurrentJobId } from "../../../db/currentJob";
import { apiRequest } from "../../../lib/api";
import { describeError } from "../../../lib/errorMessages";
import { showToast } from "../../../lib/toasts";

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

/** Starts a job and makes it the current one; a refusal stays on the mutation for the inline panel and is raised as a toast. */
export function useStartTranslation() {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startTranslation,
    // A start spends a file of the day: the plan card's count is read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["auth", "limits"] }),
    onSuccess: (job) => setCurrentJobId(job.job_id),
    onError: (error) => {
      const text = describeError(i18n, error, "start");
      showToast({ type: "error", title: text.title, description: text.description });
    },
  });
}
