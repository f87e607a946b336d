import { formatBytes } from "@client/lib/format";
import { useLingui } from "@lingui/react/macro";
import { FileUp } from "lucide-react";
import { type DragEvent, useEffect, useId, useState } from "react";
import { ACCEPT_ATTRIBUTE, MAX_UPLOAD_BYTES, UPLOAD_EXTENSIONS } from "../rules";

/**
 * One large target for drag and drop that is also a labelled file input, so the keyboard (Tab, then Enter or
 * Space) and screen readers reach the same action as the mouse. Pending, it is painted at its final size (a
 * prerendered page, before the app has read what the device keeps) but takes no file yet: one chosen then would be
 * lost.
 */
export function DropZone({
  pending = false,
  onFiles,
}: {
  pending?: boolean;
  onFiles: (files: File[]) => void;
}) {
  const { t, i18n } = useLingui();
  const maxSize = formatBytes(MAX_UPLOAD_BYTES, i18n);
  const inputId = useId();
  const [dragging, setDragging] = useState(false);

  // A file dropped beside the zone would make the browser leave the app to display it.
  useEffect(() => {
    const keepPage = (event: globalThis.DragEvent) => {
      if (event.dataTransfer?.types.includes("Files")) event.preventDefault();
    };
    window.addEventListener("dragover", keepPage);
    window.addEventListener("drop", keepPage);
    return () => {
      window.removeEventListener("dragover", keepPage);
      window.removeEventListener("drop", keepPage);
    };
  }, []);

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!pending) onFiles(Array.from(event.dataTransfer.files));
  };

  return (
    <label
      htmlFor={inputId}
      data-testid="upload-dropzone"
      aria-busy={pending || undefined}
      onDragOver={(event) => {
        event.preventDefault();
        if (!pending) setDragging(true);
      }}
      onDragLeave={(event) => {
        // Moving over the zone's own children fires dragleave too; only leaving the zone counts.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={onDrop}
      className={`flex min-h-56 flex-col items-center justify-center gap-3 rounded-box border-2 border-dashed p-6 text-center transition-colors duration-150 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-primary ${
        dragging ? "border-primary bg-primary/5" : "border-base-300 hover:border-primary/60"
      } ${pending ? "cursor-progress" : "cursor-pointer"}`}
    >
      <FileUp aria-hidden="true" className="size-10 text-primary" />
      <span className="font-semibold text-lg">{t`Drop a subtitle file here`}</span>
      <span className="text-sm opacity-80">{t`or`}</span>
      <span className="btn btn-primary min-h-11" aria-hidden="true">
        {t`Browse files`}
      </span>
      <ul className="mt-2 flex flex-wrap justify-center gap-2" aria-label={t`Accepted formats`}>
        {UPLOAD_EXTENSIONS.map((extension) => (
          <li key={extension} className="badge badge-outline font-mono">
            {extension}
          </li>
        ))}
      </ul>
      <span className="text-xs opacity-70">{t`One file, up to ${maxSize}`}</span>
      <input
        id={inputId}
        type="file"
        className="sr-only"
        accept={ACCEPT_ATTRIBUTE}
        aria-label={t`Choose a subtitle file`}
        data-testid="upload-input"
        disabled={pending}
        onChange={(event) => {
          onFiles(Array.from(event.target.files ?? []));
          event.target.value = "";
        }}
      />
    </label>
  );
}
