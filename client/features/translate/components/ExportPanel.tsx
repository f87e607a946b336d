import { CheckboxField } from "@client/components/CheckboxField";
import { ErrorPanel } from "@client/components/ErrorPanel";
import { SelectField } from "@client/components/SelectField";
import { getPreferences } from "@client/db/preferences";
import { ApiError } from "@client/lib/api";
import { downloadBytes } from "@client/lib/download";
import { describeError } from "@client/lib/errorMessages";
import { showErrorToast, showToast } from "@client/lib/toasts";
import { useLingui } from "@lingui/react/macro";
import type { TranslationJob } from "@shared/api/translate";
import {
  DEFAULT_EXPORT_ENCODING,
  ENCODINGS,
  EXPORT_ENCODINGS,
  type ExportEncoding,
  type ExportFormat,
  FORMATS,
  isExportFormat,
} from "@shared/catalog";
import { ErrorCode } from "@shared/errors";
import { isRightToLeft } from "@shared/languages";
import { PLANS, type PlanId, planExportFormats } from "@shared/plans";
import { Download } from "lucide-react";
import { useEffect, useState } from "react";
import { useExportResult } from "../api/exportResult";

/** The worker's UnencodableError reaches the page as a plain Error with its name kept by comlink. */
function asExportError(error: unknown): unknown {
  if (error instanceof Error && error.name === "UnencodableError") {
    return new ApiError(0, ErrorCode.unencodableCharacters, error.message);
  }
  return error;
}

function defaultFormat(format: string): ExportFormat {
  return isExportFormat(format) ? format : "srt";
}

interface ExportProps {
  job: Pick<TranslationJob, "job_id" | "target_language">;
  sourceFormat: string;
  /** The caller's plan (GET /auth/limits); while unknown, the free plan's formats (DECISIONS.md). */
  plan: PlanId | undefined;
}

/**
 * Format, encoding, "include the original", a bilingual file and (for a right-to-left target) the direction marks
 * for a completed job, then the download, written on the device.
 */
export function ExportPanel({ job, sourceFormat, plan }: ExportProps) {
  const { t, i18n } = useLingui();
  // The server's export reads the same rule; the file built on the device (offline too) must not offer more.
  const offered = planExportFormats(PLANS[plan ?? "free"]);
  const initial = defaultFormat(sourceFormat);
  const [chosen, setFormat] = useState<ExportFormat>(initial);
  // A format the plan does not offer is never selected, even before the limits arrive.
  const format = offered.includes(chosen) ? chosen : (offered[0] ?? initial);
  const [encoding, setEncoding] = useState<ExportEncoding>(DEFAULT_EXPORT_ENCODING);
  const [includeOriginal, setIncludeOriginal] = useState(false);
  const [bilingual, setBilingual] = useState(false);
  const [bilingualItalic, setBilingualItalic] = useState(true);
  // Only a right-to-left target is offered the marks, on by default (shared/exportDocument.ts's default too).
  const rightToLeft = isRightToLeft(job.target_language);
  const [rtlMarks, setRtlMarks] = useState(true);

  // The account's default export format (profile settings) wins over the file's own format.
  useEffect(() => {
    let active = true;
    void getPreferences().then((preferences) => {
      if (active && preferences.export_format) setFormat(preferences.export_format);
    });
    return () => {
      active = false;
    };
  }, []);

  const formatLabels: Partial<Record<ExportFormat, string>> = {
    sub: "SUB (MicroDVD)",
    txt: t`TXT (text only)`,
  };
  const encodingLabel = (value: ExportEncoding) =>
    value === DEFAULT_EXPORT_ENCODING ? t`UTF-8 (recommended)` : ENCODINGS[value].name;

  // The file is written and encoded in the worker, so an encoding failure is the export's failure too.
  const exporting = useExportResult({
    onSuccess: (file, request) => {
      downloadBytes(file.bytes, file.filename, FORMATS[request.format].mimeType);
      showToast({ type: "success", title: t`Download started`, description: file.filename });
    },
    onError: (caught) => {
      showErrorToast(describeError(i18n, asExportError(caught), "export"));
    },
  });
  const onExport = () =>
    exporting.mutate({
      job_id: job.job_id,
      format,
      encoding,
      include_original: includeOriginal,
      bilingual,
      bilingual_italic: bilingual && bilingualItalic,
      ...(rightToLeft && { rtl_marks: rtlMarks }),
    });
  const option = (
    testId: string,
    checked: boolean,
    set: (value: boolean) => void,
    label: string,
    hint?: string,
  ) => (
    <CheckboxField testId={testId} checked={checked} onChange={set} hint={hint}>
      {label}
    </CheckboxField>
  );

  return (
    <section aria-labelledby="export-title" className="space-y-4">
      <h2 id="export-title" className="font-semibold text-lg">
        {t`Download the translation`}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t`Format`}
          testId="export-format"
          value={format}
          onChange={(value) => setFormat(value as ExportFormat)}
        >
          {offered.map((value) => (
            <option key={value} value={value}>
              {formatLabels[value] ?? value.toUpperCase()}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t`Encoding`}
          testId="export-encoding"
          value={encoding}
          onChange={(value) => setEncoding(value as ExportEncoding)}
        >
          {EXPORT_ENCODINGS.map((value) => (
            <option key={value} value={value}>
              {encodingLabel(value)}
            </option>
          ))}
        </SelectField>
      </div>
      <fieldset className="space-y-1">
        <legend className="sr-only">{t`Options`}</legend>
        {option(
          "export-include-original",
          includeOriginal,
          setIncludeOriginal,
          t`Include the original text as comments`,
        )}
        {option(
          "export-bilingual",
          bilingual,
          setBilingual,
          t`Bilingual file`,
          t`Each subtitle shows the translation, then the original: for language learners`,
        )}
        {bilingual && (
          <div className="ps-8">
            {option("export-bilingual-italic", bilingualItalic, setBilingualItalic, t`Original in italics`)}
          </div>
        )}
        {rightToLeft &&
          option(
            "export-rtl-marks",
            rtlMarks,
            setRtlMarks,
            t`Right-to-left marks`,
            t`Every line starts with a right-to-left mark, so that players put punctuation on the correct side`,
          )}
      </fieldset>
      <button
        type="button"
        data-testid="export-download"
        className="btn btn-primary min-h-11 w-full sm:w-auto"
        disabled={exporting.isPending}
        onClick={onExport}
      >
        <Download aria-hidden="true" className="size-4" />
        {exporting.isPending ? t`Preparing the file…` : t`Download`}
      </button>
      {exporting.error && <ErrorPanel {...describeError(i18n, asExportError(exporting.error), "export")} />}
    </section>
  );
}
