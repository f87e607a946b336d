import { ApiError } from "@client/lib/api";
import type { Diagnostic } from "@shared/subtitles/types";

export type UploadState =
  | { phase: "idle" }
  | { phase: "checking"; filename: string }
  /** `progress` is the fraction of bytes sent; at 1 the server is still reading the file. */
  | { phase: "uploading"; filename: string; progress: number }
  | {
      phase: "failed";
      filename?: string;
      error: unknown;
      diagnostics: Diagnostic[];
      diagnosticCount: number;
    };

export type UploadEvent =
  | { type: "check"; filename: string }
  | { type: "send" }
  | { type: "progress"; fraction: number }
  | { type: "fail"; error: unknown; diagnostics?: Diagnostic[]; diagnosticCount?: number }
  | { type: "reset" };

/**
 * The refusal of a file as the user sees it. An empty file's (the parser's `empty_file`, from the worker or the
 * server) is one sentence saying so, without the list of places: an empty file has none.
 */
export function refusal(
  error: unknown,
  diagnostics?: Diagnostic[],
  diagnosticCount?: number,
): Extract<UploadEvent, { type: "fail" }> {
  if (diagnostics?.some((d) => d.code === "empty_file"))
    return { type: "fail", error: new ApiError(0, "empty_file", "") };
  return { type: "fail", error, diagnostics, diagnosticCount };
}

export const INITIAL_UPLOAD_STATE: UploadState = { phase: "idle" };

export function uploadReducer(state: UploadState, event: UploadEvent): UploadState {
  switch (event.type) {
    case "check":
      return { phase: "checking", filename: event.filename };
    case "send":
      return state.phase === "checking"
        ? { phase: "uploading", filename: state.filename, progress: 0 }
        : state;
    case "progress":
      return state.phase === "uploading"
        ? { ...state, progress: Math.max(state.progress, Math.min(1, event.fraction)) }
        : state;
    case "fail": {
      const diagnostics = event.diagnostics ?? [];
      return {
        phase: "failed",
        filename: state.phase === "idle" || state.phase === "failed" ? undefined : state.filename,
        error: event.error,
        diagnostics,
        diagnosticCount: event.diagnosticCount ?? diagnostics.length,
      };
    }
    case "reset":
      return INITIAL_UPLOAD_STATE;
  }
}

export function isBusy(state: UploadState): boolean {
  return state.phase === "checking" || state.phase === "uploading";
}
