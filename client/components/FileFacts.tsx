import { useLingui } from "@lingui/react/macro";
import type { StoredFile } from "../db/types";
import { formatBytes, formatDuration, formatInteger } from "../lib/format";
import { languageName } from "../lib/languageNames";

/** Format, encoding, subtitle count, duration and language of a file, as a definition list. */
export function FileFacts({ file, className = "" }: { file: StoredFile; className?: string }) {
  const { t, i18n } = useLingui();
  const facts: [string, string][] = [
    [t`Format`, file.format.toUpperCase()],
    [t`Encoding`, file.encoding.toUpperCase()],
    [t`Subtitles`, formatInteger(file.subtitle_count, i18n.locale)],
    [t`Duration`, formatDuration(file.duration)],
    [t`Size`, formatBytes(file.size, i18n)],
  ];
  const language = file.detected_language ?? file.summary.detected_language;
  if (language) facts.push([t`Detected language`, languageName(language, i18n.locale)]);
  return (
    <dl className={`grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3 ${className}`}>
      {facts.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="opacity-70">{label}</dt>
          <dd className="truncate font-medium font-mono tabular">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
