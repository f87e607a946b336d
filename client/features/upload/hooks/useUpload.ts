import { setCurrentFile } from "@client/db/currentFile";
import { ApiError, isApiError, isUnsent } from "@client/lib/api";
import { describeError } from "@client/lib/errorMessages";
import { inspectFile } from "@client/lib/subtitleWorker";
import { showErrorToast } from "@client/lib/toasts";
import { useLingui } from "@lingui/react/macro";
import { ErrorCode } from "@shared/errors";
import { type FileSummary, summaryOfUpload } from "@shared/fileSummary";
import { useCallback, useReducer } from "react";
import { useUploadFile } from "../api/uploadFile";
import { checkSelectedFile } from "../rules";
import { INITIAL_UPLOAD_STATE, isBusy, refusal, uploadReducer } from "../state";
import { unsentFile } from "../unsentFile";
import { useUploadErrorContext } from "./useUploadErrorContext";

/** The worker's summary, or null when the worker itself failed: then the server's check is the only one. */
async function inspectOrSkip(file: File): Promise<FileSummary | null> {
  try {
    return await inspectFile(file);
  } catch {
    return null;
  }
}

/**
 * Upload flow: local checks, parse in the worker (works offline), send with progress, keep the result on the
 * device. Offline, a file the worker read is kept with its bytes and sent when its translation starts.
 */
export function useUpload() {
  const { i18n } = useLingui();
  const errorContext = useUploadErrorContext();
  const [state, dispatch] = useReducer(uploadReducer, INITIAL_UPLOAD_STATE);
  const { mutateAsync: uploadFile } = useUploadFile();

  const refuse = useCallback(
    (error: unknown, diagnostics?: FileSummary["diagnostics"], diagnosticCount?: number): false => {
      const event = refusal(error, diagnostics, diagnosticCount);
      dispatch(event);
      showErrorToast(describeError(i18n, event.error, "upload", errorContext));
      return false;
    },
    [i18n, errorContext],
  );

  /** Resolves true once the file is kept on the device as the current file, false when it was refused. */
  const upload = useCallback(
    async (files: readonly File[]): Promise<boolean> => {
      if (isBusy(state)) return false;
      const [file] = files;
      if (!file) return false;
      if (files.length > 1) return refuse(new ApiError(0, "multiple_files", ""));
      const problem = checkSelectedFile(file);
      if (problem) return refuse(new ApiError(0, problem, ""));

      dispatch({ type: "check", filename: file.name });
      const summary = await inspectOrSkip(file);
      if (summary?.subtitle_count === 0) {
        return refuse(
          new ApiError(0, ErrorCode.invalidSubtitle, ""),
          summary.diagnostics,
          summary.diagnostic_count,
        );
      }

      const keepUnsent = async (summary: FileSummary) => {
        await setCurrentFile(unsentFile(file, summary, new Date()));
        dispatch({ type: "reset" });
        return true;
      };
      if (summary && !navigator.onLine) return keepUnsent(summary);

      dispatch({ type: "send" });
      try {
        const uploaded = await uploadFile({
          file,
          onProgress: (fraction) => dispatch({ type: "progress", fraction }),
        });
        await setCurrentFile({
          ...uploaded,
          summary: summary ?? summaryOfUpload(uploaded),
          stored_at: Date.now(),
          bytes: file,
        });
        dispatch({ type: "reset" });
        return true;
      } catch (error) {
        if (summary && isUnsent(error)) return keepUnsent(summary);
        const diagnostics = isApiError(error) ? error.body.diagnostics : undefined;
        return refuse(error, Array.isArray(diagnostics) ? diagnostics : undefined);
      }
    },
    [state, refuse, uploadFile],
  );

  const reset = useCallback(() => dispatch({ type: "reset" }), []);
  return { state, upload, reset };
}
