import { useOnline } from "@client/lib/useOnline";
import { useLingui } from "@lingui/react/macro";
import { WifiOff } from "lucide-react";

/**
 * Says so while the browser is offline: files, history and results on this device keep working, services do not.
 * The live region stays in the page so that screen readers announce the change.
 */
export function ConnectionBadge() {
  const { t } = useLingui();
  const online = useOnline();
  return (
    <span role="status">
      {!online && (
        <span
          className="badge badge-warning h-auto min-h-8 gap-1 whitespace-nowrap"
          title={t`Your files and history on this device stay available; translation needs the network.`}
        >
          <WifiOff aria-hidden="true" className="size-3.5" />
          <span className="sr-only sm:not-sr-only">{t`Offline`}</span>
        </span>
      )}
    </span>
  );
}
