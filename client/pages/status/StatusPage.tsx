import { spentServices } from "@client/features/status/spentServices";
import { type ServerHealth, useServerHealth } from "@client/features/status/useServerHealth";
import { formatDateTime, formatTime } from "@client/lib/format";
import { intlLocale } from "@client/lib/locales";
import { useOnline } from "@client/lib/useOnline";
import { useLingui } from "@lingui/react/macro";
import { SERVICE_IDS, SERVICES } from "@shared/catalog";
import { CircleAlert, CircleCheck, CircleMinus, Hourglass, RefreshCw, WifiOff } from "lucide-react";
import type { ReactNode } from "react";

type Tone = "ok" | "spent" | "warning" | "off";

const TONES: Record<Tone, { Icon: typeof CircleCheck; className: string }> = {
  ok: { Icon: CircleCheck, className: "text-success" },
  spent: { Icon: Hourglass, className: "text-warning" },
  warning: { Icon: CircleAlert, className: "text-error" },
  off: { Icon: CircleMinus, className: "opacity-60" },
};

function Row({ name, tone, children }: { name: string; tone: Tone; children: ReactNode }) {
  const { Icon, className } = TONES[tone];
  return (
    <li className="flex items-start gap-3 p-4">
      <Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${className}`} />
      <div className="min-w-0">
        <p className="font-medium">{name}</p>
        <p className="text-sm opacity-80">{children}</p>
      </div>
    </li>
  );
}

function Summary({ state, online }: { state: ServerHealth; online: boolean }) {
  const { t, i18n } = useLingui();
  if (!online)
    return (
      <div role="status" className="alert alert-warning alert-soft">
        <WifiOff aria-hidden="true" className="size-5" />
        <span>{t`This device is offline, so the server cannot be checked. Your files and history on this device stay available.`}</span>
      </div>
    );
  if (state.status === "loading") return <div className="skeleton h-14 w-full" aria-hidden="true" />;
  if (state.status === "unreachable")
    return (
      <div role="status" className="alert alert-error alert-soft">
        <CircleAlert aria-hidden="true" className="size-5" />
        <span>{t`The server does not answer. Translations cannot start until it is back; files already on this device stay available.`}</span>
      </div>
    );
  const working = state.health.status === "ok";
  const spent = spentServices(state.health);
  if (working && spent.length > 0) {
    const names = new Intl.ListFormat(intlLocale(i18n.locale)).format(spent.map((id) => SERVICES[id].name));
    return (
      <div role="status" className="alert alert-warning alert-soft" data-testid="status-summary">
        <Hourglass aria-hidden="true" className="size-5" />
        <span>{t`Files can be uploaded and translated, but today’s quota of ${names} is spent: translations use the other services or wait until it starts again.`}</span>
      </div>
    );
  }
  return (
    <div
      role="status"
      className={`alert alert-soft ${working ? "alert-success" : "alert-error"}`}
      data-testid="status-summary"
    >
      {working ? (
        <CircleCheck aria-hidden="true" className="size-5" />
      ) : (
        <CircleAlert aria-hidden="true" className="size-5" />
      )}
      <span>
        {working
          ? t`Everything is working: files can be uploaded and translated.`
          : t`The service is degraded: the database does not answer, so files cannot be uploaded or translated for now.`}
      </span>
    </div>
  );
}

function Components({ state }: { state: ServerHealth }) {
  const { t, i18n } = useLingui();
  if (state.status === "loading")
    return (
      <div className="space-y-2" aria-hidden="true">
        {[0, 1, 2, 3].map((n) => (
          <div key={n} className="skeleton h-16 w-full" />
        ))}
      </div>
    );
  const health = state.status === "ready" ? state.health : null;
  const spent = health ? spentServices(health) : [];
  return (
    <ul className="divide-y divide-base-300 rounded-box border border-base-300 bg-base-100">
      <Row
        name={t`Server and database`}
        tone={!health ? "warning" : health.database.status === "ok" ? "ok" : "warning"}
      >
        {!health
          ? t`Not reachable.`
          : health.database.status === "ok"
            ? t`Working.`
            : t`The database does not answer.`}
      </Row>
      {SERVICE_IDS.map((id) => {
        const configured = health?.providers[id].configured;
        if (health && spent.includes(id)) {
          const time = formatDateTime(health.providers[id].resets_at, i18n.locale);
          return (
            <Row key={id} name={SERVICES[id].name} tone="spent">
              {t`Today’s quota is spent: translations use the other services, or wait until ${time}.`}
            </Row>
          );
        }
        return (
          <Row key={id} name={SERVICES[id].name} tone={configured ? "ok" : "off"}>
            {!health
              ? t`Unknown while the server does not answer.`
              : configured
                ? t`Set up on this server: translations can use it.`
                : t`Not set up on this server: translations use the other services.`}
          </Row>
        );
      })}
    </ul>
  );
}

/** /status: GET /health/detailed in words, rechecked every 30 seconds and on demand. */
export function StatusPage() {
  const { i18n, t } = useLingui();
  const online = useOnline();
  const { state, refresh } = useServerHealth();
  const checkedAt = state.status === "loading" ? null : formatTime(state.checkedAt, i18n.locale);
  const version = state.status === "ready" ? state.health.version : null;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header className="space-y-2">
        <h1 className="font-bold text-3xl tracking-tight">{t`Service status`}</h1>
        <p className="opacity-80">{t`The state of this Polysub server and of the translation services it can use.`}</p>
      </header>
      <Summary state={state} online={online} />
      <Components state={state} />
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <button type="button" className="btn btn-sm min-h-11" onClick={refresh} disabled={!online}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {t`Check again`}
        </button>
        {checkedAt && <span className="opacity-80">{t`Last checked at ${checkedAt}`}</span>}
        {version && <span className="font-mono opacity-80">{t`Version ${version}`}</span>}
      </div>
    </div>
  );
}
