import { useLingui } from "@lingui/react/macro";
import { usePlanLimits } from "../features/auth/api/getPlanLimits";
import { BatchView } from "../features/translate/components/BatchView";

/** /batch: several files into one or more languages at once, one job each, downloaded as one zip. */
export function BatchPage() {
  const { t } = useLingui();
  const limits = usePlanLimits();
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="font-semibold text-2xl">{t`Many files, many languages`}</h1>
        <p className="text-sm opacity-80">
          {t`Each file is translated into each language you choose, with the same settings; download them all as one zip.`}
        </p>
      </header>
      <BatchView limits={limits.data} />
    </div>
  );
}
