import { useInstallPrompt } from "@client/lib/installPrompt";
import { useLingui } from "@lingui/react/macro";
import { Download } from "lucide-react";

/** Shown only while the browser offers to install the app (beforeinstallprompt); elsewhere there is nothing to press. */
export function InstallButton() {
  const { t } = useLingui();
  const install = useInstallPrompt();
  if (!install) return null;
  return (
    <button type="button" className="btn btn-ghost btn-sm touch-target" onClick={() => void install()}>
      <Download aria-hidden="true" className="size-4" />
      <span className="hidden sm:inline">{t`Install the app`}</span>
      <span className="sr-only sm:hidden">{t`Install the app`}</span>
    </button>
  );
}
