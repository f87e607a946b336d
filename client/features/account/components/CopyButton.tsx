import { showToast } from "@client/lib/toasts";
import { useLingui } from "@lingui/react/macro";
import { Copy } from "lucide-react";
import type { ReactNode } from "react";

/** Copies a text to the clipboard and says so; the text stays selectable where the clipboard is refused. */
export function CopyButton({ text, label, children }: { text: string; label: string; children?: ReactNode }) {
  const { t } = useLingui();
  const copy = () =>
    navigator.clipboard
      .writeText(text)
      .then(() => showToast({ type: "success", description: t`Copied to the clipboard.` }))
      .catch(() =>
        showToast({
          type: "warning",
          description: t`The browser refused the clipboard. Select the text and copy it.`,
        }),
      );
  return (
    <button
      type="button"
      className="btn btn-sm min-h-11"
      onClick={copy}
      aria-label={children ? undefined : label}
    >
      <Copy aria-hidden="true" className="size-4" />
      {children}
    </button>
  );
}
