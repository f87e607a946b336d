import { formatDuration, formatInteger } from "@client/lib/format";
import { useLingui } from "@lingui/react/macro";
import type { StartTranslationBody } from "@shared/api/translate";
import { SERVICES } from "@shared/catalog";
import { Calculator, WifiOff } from "lucide-react";
import { useEstimate } from "../api/estimateTranslation";

interface Props {
  /** The file's id on the server; undefined while it is only on the device. */
  fileId: string | undefined;
  body: StartTranslationBody;
  online: boolean;
}

/** What Start would send and cost, from the server's estimate, updated as the choices change. */
export function EstimatePanel({ fileId, body, online }: Props) {
  const { t, i18n } = useLingui();
  const estimate = useEstimate(fileId, body, online);
  const n = (value: number) => formatInteger(value, i18n.locale);

  if (!online || !fileId) {
    return (
      <p className="flex items-center gap-2 text-sm opacity-80" data-testid="estimate-offline">
        <WifiOff aria-hidden="true" className="size-4 shrink-0" />
        {t`The estimate of what this translation sends needs the network.`}
      </p>
    );
  }
  const data = estimate.data;
  if (!data) {
    return estimate.isError ? null : <div className="skeleton h-16 w-full" aria-hidden="true" />;
  }
  const service = SERVICES[data.service].name;
  const monthly = data.quota.monthly_characters_left_by_service[data.service];
  const today = data.quota.characters_left_today_by_service[data.service];
  const filesLeft = data.quota.files_left_today;
  const time = formatDuration(Math.max(1, data.estimated_seconds));
  return (
    <section
      aria-labelledby="estimate-title"
      className="space-y-2"
      data-testid="estimate"
      aria-busy={estimate.isFetching}
    >
      <h2 id="estimate-title" className="flex items-center gap-2 font-semibold text-sm">
        <Calculator aria-hidden="true" className="size-4" />
        {t`Before you start`}
      </h2>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <div>
          <dt className="opacity-80">{t`Characters to send`}</dt>
          <dd className="font-semibold tabular" data-testid="estimate-characters">
            {n(data.characters)}
          </dd>
        </div>
        <div>
          <dt className="opacity-80">{t`Already translated (cache)`}</dt>
          <dd className="font-semibold tabular" data-testid="estimate-cached">
            {n(data.cached_characters)}
          </dd>
        </div>
        <div>
          <dt className="opacity-80">{t`Requests to ${service}`}</dt>
          <dd className="font-semibold tabular">{n(data.requests)}</dd>
        </div>
        <div>
          <dt className="opacity-80">{t`Estimated time`}</dt>
          <dd className="font-semibold tabular">{data.requests === 0 ? t`instant` : time}</dd>
        </div>
      </dl>
      <ul className="text-sm opacity-80">
        {filesLeft !== null && <li>{t`Files left today: ${n(filesLeft)}`}</li>}
        {monthly !== undefined && monthly !== null && (
          <li>{t`Characters left this month with ${service}: ${n(monthly)}`}</li>
        )}
        {today !== undefined && today !== null && (
          <li>{t`Characters ${service} may still translate today on this server: ${n(today)}`}</li>
        )}
      </ul>
    </section>
  );
}
