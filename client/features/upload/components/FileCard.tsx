import { FileFacts } from "@client/components/FileFacts";
import { FileName } from "@client/components/FileName";
import type { StoredFile } from "@client/db/types";
import { Plural, useLingui } from "@lingui/react/macro";
import { ArrowRight, CloudOff, FileText, Trash2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router-dom";
import { DiagnosticsList } from "./DiagnosticsList";

/**
 * What the app read from the file, and the way on. With `focusOnShow` (right after an upload) keyboard focus moves
 * to the file's name, so keyboard and screen-reader users land on the result instead of the vanished drop zone.
 */
export function FileCard({
  file,
  focusOnShow = false,
  onRemove,
}: {
  file: StoredFile;
  focusOnShow?: boolean;
  onRemove: () => void;
}) {
  const { t } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, [focusOnShow]);
  const warnings = file.summary.diagnostics;
  const warningCount = file.summary.diagnostic_count;
  return (
    <article data-testid="file-card" aria-label={t`Uploaded file`} className="space-y-4">
      <div className="flex items-start gap-3">
        <FileText aria-hidden="true" className="mt-1 size-6 shrink-0 text-primary" />
        <h3
          ref={heading}
          tabIndex={-1}
          className="min-w-0 flex-1 font-semibold text-lg"
          data-testid="file-name"
        >
          <FileName name={file.filename} />
        </h3>
        <button type="button" className="btn btn-ghost btn-sm min-h-11" onClick={onRemove}>
          <Trash2 aria-hidden="true" className="size-4" />
          {t`Remove`}
        </button>
      </div>
      <FileFacts file={file} />
      {file.unsent && (
        <p role="status" data-testid="file-unsent" className="alert alert-info alert-soft text-sm">
          <CloudOff aria-hidden="true" className="size-5 shrink-0" />
          {t`Checked on this device while offline. It is sent to the server when its translation starts, once the connection is back.`}
        </p>
      )}
      {warningCount > 0 && (
        <details className="rounded-box border border-base-300 p-3">
          <summary className="min-h-11 cursor-pointer content-center text-sm">
            <Plural
              value={warningCount}
              one="# remark on the file (it can still be translated)"
              other="# remarks on the file (it can still be translated)"
            />
          </summary>
          <div className="mt-2">
            <DiagnosticsList diagnostics={warnings} total={warningCount} />
          </div>
        </details>
      )}
      <Link to="/translate" className="btn btn-primary min-h-11 w-full sm:w-auto">
        {t`Proceed to translation`}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </article>
  );
}
