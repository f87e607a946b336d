import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { StartTranslationBody } from "../../../../shared/api/translate";
import { setCurrentJobId } from "../../../db/currentJob";
import { describeError } from "../../../lib/errorMessages";
import { showToast } from "../../../lib/toasts";
import { startTranslation } from "../api/startTranslation";

/** Starts a job and makes it the current one; a refusal is kept for the inline panel and raised as a toast. */
export function useStartTranslation() {
  const { i18n } = useLingui();
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<unknown>();

  const start = async (fileId: string, body: StartTranslationBody): Promise<boolean> => {
    setStarting(true);
    setError(undefined);
    try {
      const job = await startTranslation(fileId, body);
      await setCurrentJobId(job.job_id);
      return true;
    } catch (caught) {
      setError(caught);
      const text = describeError(i18n, caught, "start");
      showToast({ type: "error", title: text.title, description: text.description });
      return false;
    } finally {
      setStarting(false);
    }
  };

  return { start, starting, error };
}
