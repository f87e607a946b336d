import { formatBytes } from "@client/lib/format";
import { useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import { MAX_UPLOAD_BYTES, UPLOAD_EXTENSIONS } from "../rules";

/** The limits the upload messages quote ("less than 50 MB", "Supported formats: .srt, …"), in the current locale. */
export function useUploadErrorContext() {
  const { i18n } = useLingui();
  return useMemo(
    () => ({ maxSize: formatBytes(MAX_UPLOAD_BYTES, i18n), formats: UPLOAD_EXTENSIONS.join(", ") }),
    [i18n, i18n.locale],
  );
}
