import { useOnline } from "@client/lib/useOnline";
import { useLingui } from "@lingui/react/macro";
import { WifiOff } from "lucide-react";

/** Offline, the job on screen is the one this device kept (useJob): said so, with what still works. */
export function OfflineNotice({ finished }: { finished: boolean }) {
  const { t } = useLingui();
  const online = useOnline();
  if (online) return null;
  return (
    <p role="status" data-testid="translate-offline" className="alert alert-info alert-soft">
      <WifiOff aria-hidden="true" className="size-5 shrink-0" />
      {finished
        ? t`You are offline. This is the translation kept on this device; it still downloads.`
        : t`You are offline. This is the translation as this device last saw it; the server carries on, and this page updates when the connection comes back.`}
    </p>
  );
}
