import { FileFacts } from "@client/components/FileFacts";
import type { StoredFile } from "@client/db/types";
import { Plural, useLingui } from "@lingui/react/macro";
import { ArrowRight, FileText, Trash2 } from "lucide-react";
import { Link } from "react-router-dom";
import { DiagnosticsList } from "./DiagnosticsList";

export function FileCard({ file, onRemove }: { file: StoredFile; onRemove: () => void }) {
  const { t } = useLingui();
  const warnings = file.summary.diagnostics;
  const warningCount = file.summary.diagnostic_count;
  return (
    <article data-testid="file-card" aria-label={t`Uploaded file`} className="space-y-4">
      <div className="flex items-start gap-3">
        <FileText aria-hidden="true" className="mt-1 size-6 shrink-0 text-primary" />
        <h3 className="min-w-0 flex-1 break-all font-semibold text-lg" data-testid="file-name">
          {file.filename}
        </h3>
        <button type="button" className="btn btn-ghost btn-sm min-h-11" onClick={onRemove}>
          <Trash2 aria-hidden="true" className="size-4" />
          {t`Remove`}
        </button>
      </div>
      <FileFacts file={file} />
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
        {t`Proceed to Translation`}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </article>
  );
}
