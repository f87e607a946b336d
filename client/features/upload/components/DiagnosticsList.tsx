import { diagnosticLocation, diagnosticText } from "@client/lib/diagnosticMessages";
import { useLingui } from "@lingui/react/macro";
import type { Diagnostic } from "@shared/subtitles/types";

const SEVERITY_BADGE = { error: "badge-error", warning: "badge-warning", info: "badge-info" } as const;

/** What the parser found, each with its line number, so the user can fix the file in an editor. */
export function DiagnosticsList({
  diagnostics,
  total,
}: {
  diagnostics: readonly Diagnostic[];
  total: number;
}) {
  const { t, i18n } = useLingui();
  const severityLabel = { error: t`Error`, warning: t`Warning`, info: t`Note` };
  const hidden = total - diagnostics.length;
  return (
    <div>
      <ul
        data-testid="upload-diagnostics"
        aria-label={t`Problems found in the file`}
        className="max-h-64 space-y-1 overflow-y-auto rounded-box border border-base-300 bg-base-100 p-2 text-sm"
      >
        {diagnostics.map((d) => (
          <li
            key={`${d.line}:${d.column ?? 0}:${d.code}:${d.message}`}
            className="flex flex-wrap items-baseline gap-x-2 gap-y-1"
          >
            <span className={`badge badge-sm ${SEVERITY_BADGE[d.severity]}`}>
              {severityLabel[d.severity]}
            </span>
            <span className="font-mono tabular font-medium">{diagnosticLocation(i18n, d)}</span>
            <span className="min-w-0 break-words">{diagnosticText(i18n, d)}</span>
            {typeof d.params?.text === "string" && d.params.text !== "" && (
              <code className="min-w-0 max-w-full truncate rounded bg-base-200 px-1 font-mono text-xs">
                {d.params.text.slice(0, 80)}
              </code>
            )}
          </li>
        ))}
      </ul>
      {hidden > 0 && <p className="mt-1 text-sm opacity-80">{t`And ${hidden} more.`}</p>}
    </div>
  );
}
