import { ErrorPanel } from "@client/components/ErrorPanel";
import { FileName } from "@client/components/FileName";
import { clearCurrentFile } from "@client/db/currentFile";
import { useCurrentFile } from "@client/db/hooks";
import type { StoredFile } from "@client/db/types";
import { describeError } from "@client/lib/errorMessages";
import { useMountedHydrating } from "@client/lib/useHydrated";
import { useLingui } from "@lingui/react/macro";
import { LoaderCircle } from "lucide-react";
import { useState } from "react";
import { useDeleteFile } from "../api/deleteFile";
import { useUpload } from "../hooks/useUpload";
import { useUploadErrorContext } from "../hooks/useUploadErrorContext";
import type { UploadState } from "../state";
import { DiagnosticsList } from "./DiagnosticsList";
import { DropZone } from "./DropZone";
import { FileCard } from "./FileCard";

function UploadProgress({ state }: { state: Extract<UploadState, { phase: "checking" | "uploading" }> }) {
  const { t } = useLingui();
  const sent = state.phase === "uploading" ? Math.round(state.progress * 100) : 0;
  const label =
    state.phase === "checking"
      ? t`Reading the file…`
      : sent < 100
        ? t`Sending… ${sent}%`
        : t`Processing on the server…`;
  return (
    <div className="space-y-2" aria-live="polite">
      <p className="flex items-center gap-2 text-sm">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        <span className="min-w-0 font-medium">
          <FileName name={state.filename} />
        </span>
      </p>
      <progress
        className="progress progress-primary w-full"
        value={state.phase === "uploading" && sent < 100 ? sent : undefined}
        max={100}
        aria-label={label}
      />
      <p className="text-sm opacity-80">{label}</p>
    </div>
  );
}

/**
 * The upload card of the home page and of /translate without a file: drop zone, progress, refusal with its reasons,
 * then the file card.
 */
export function UploadCard({ titleId }: { titleId: string }) {
  const { i18n, t } = useLingui();
  const current = useCurrentFile();
  // Prerendered, the card paints the drop zone a first visit gets; rendered in the browser alone (a returning
  // visitor, through the service worker's shell) it waits for the device's records, which may hold a file.
  const prerendered = useMountedHydrating();
  const { state, upload, reset } = useUpload();
  const errorContext = useUploadErrorContext();
  const { mutateAsync: deleteFile } = useDeleteFile();
  // Set by an upload made here, not by a file kept from an earlier visit: only then does focus move to the result.
  const [justUploaded, setJustUploaded] = useState(false);

  const choose = async (files: File[]) => {
    setJustUploaded(false);
    setJustUploaded(await upload(files));
  };

  const remove = async (kept: StoredFile) => {
    // The server deletes forgotten files after 30 days anyway, so an offline removal only needs the local record;
    // a file checked offline was never sent.
    if (!kept.unsent) await deleteFile(kept.file_id).catch(() => undefined);
    await clearCurrentFile();
    reset();
  };

  const busy = state.phase === "checking" || state.phase === "uploading";
  const file = current.value;

  return (
    <div className="card border border-base-300 bg-base-100">
      <div className="card-body gap-4 p-4 sm:p-6">
        <h2 id={titleId} className="card-title text-xl">{t`Upload a subtitle file`}</h2>
        {!current.loaded && !prerendered ? (
          <div className="skeleton h-56 w-full" />
        ) : file && !busy ? (
          <FileCard file={file} focusOnShow={justUploaded} onRemove={() => void remove(file)} />
        ) : (
          <>
            {busy ? (
              <UploadProgress state={state} />
            ) : (
              <DropZone pending={!current.loaded} onFiles={(files) => void choose(files)} />
            )}
            {state.phase === "failed" && (
              <ErrorPanel {...describeError(i18n, state.error, "upload", errorContext)}>
                {state.filename && (
                  <p className="text-sm opacity-90">
                    <FileName name={state.filename} />
                  </p>
                )}
                {state.diagnostics.length > 0 && (
                  <div className="mt-2 text-base-content">
                    <DiagnosticsList diagnostics={state.diagnostics} total={state.diagnosticCount} />
                  </div>
                )}
              </ErrorPanel>
            )}
          </>
        )}
      </div>
    </div>
  );
}
