import { getCurrentFile } from "@client/db/currentFile";
import { getCurrentJobId, setCurrentJobId } from "@client/db/currentJob";
import { recordJob } from "@client/db/history";
import { listQueuedStarts, restoreQueuedStart, takeQueuedStart } from "@client/db/queuedStarts";
import { isUnsent } from "@client/lib/api";
import { describeError } from "@client/lib/errorMessages";
import { serverFileId } from "@client/lib/fileUpload";
import { showErrorToast, showToast } from "@client/lib/toasts";
import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";

let sending = false;

/**
 * Sends the translations queued while offline, oldest first, with their file first when it was checked offline.
 * Each is taken out of the queue before it is sent (so two tabs cannot both send it) and put back if the network
 * failed again, naming the file the server now has if it got that far (so it is sent once). A started job joins
 * the history and, when its file is still the current one, the translate page follows it; the user is told either
 * way.
 */
export async function sendQueuedStarts(): Promise<void> {
  if (sending || !navigator.onLine) return;
  sending = true;
  try {
    const waiting = await listQueuedStarts();
    if (waiting.length === 0) return;
    // Loaded when something waits: it brings zod and the schemas, which a visit without a queue never needs.
    const { startTranslation } = await import("./api/startTranslation");
    for (const queued of waiting) {
      if (!(await takeQueuedStart(queued.id))) continue;
      let fileId = queued.file_id;
      try {
        fileId = await serverFileId(fileId);
        const job = await startTranslation({ fileId, body: queued.body });
        await recordJob(job);
        const file = await getCurrentFile();
        if (file?.file_id === fileId && !(await getCurrentJobId())) await setCurrentJobId(job.job_id);
        showToast({
          type: "success",
          title: i18n._(msg`Back online: your translation has started`),
          description: queued.filename,
        });
      } catch (error) {
        if (isUnsent(error)) {
          await restoreQueuedStart({ ...queued, file_id: fileId });
          return;
        }
        const text = describeError(i18n, error, "start");
        showErrorToast({ title: text.title, description: `${queued.filename}: ${text.description}` });
      }
    }
  } finally {
    sending = false;
  }
}

/** From app start: sends what waits now if online, and again each time the connection returns. */
export function watchQueuedStarts(): void {
  window.addEventListener("online", () => void sendQueuedStarts());
  void sendQueuedStarts();
}
