import { apiRequest } from "@client/lib/api";
import { describeError } from "@client/lib/errorMessages";
import { accountKeys } from "@client/lib/queryKeys";
import { showErrorToast } from "@client/lib/toasts";
import { useLingui } from "@lingui/react/macro";
import { type StartBatchBody, StartBatchResponse } from "@shared/api/translate";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";

/** The body as sent: the server fills in what it leaves out (sentence-aware on, as a single start). */
export function startBatch(body: z.input<typeof StartBatchBody>): Promise<StartBatchResponse> {
  return apiRequest("/translate/start-batch", { method: "POST", body, schema: StartBatchResponse });
}

/** Starts one job per file and language, all or none as the server decides; the queue (useJob) keeps them in history. */
export function useStartBatch() {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startBatch,
    // A batch spends files of the day: the plan card's count is read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.limits }),
    onError: (error) => showErrorToast(describeError(i18n, error, "start")),
  });
}
