import { ErrorPanel } from "@client/components/ErrorPanel";
import { describeError } from "@client/lib/errorMessages";
import { formatDateTime } from "@client/lib/format";
import { showErrorToast, showToast } from "@client/lib/toasts";
import { useLingui } from "@lingui/react/macro";
import { Monitor, Smartphone } from "lucide-react";
import { displayAddress } from "../address";
import { useRevokeOtherSessions, useRevokeSession, useSessions } from "../api/sessions";
import { type DeviceSummary, summarizeUserAgent } from "../userAgent";

/** The real list of the account's sign-ins (GET /auth/sessions), each revocable, and all others at once. */
export function SessionsList() {
  const { t, i18n } = useLingui();
  const sessions = useSessions();
  const revoking = useRevokeSession();
  const revokingAll = useRevokeOtherSessions();
  const others = sessions.data?.sessions.filter((session) => !session.current) ?? [];

  const fail = (error: unknown) => showErrorToast(describeError(i18n, error, "sessions"));

  const revokeAll = () =>
    revokingAll.mutate(undefined, {
      onSuccess: ({ revoked }) =>
        showToast({ type: "success", description: t`Signed out of ${revoked} other sessions.` }),
      onError: fail,
    });

  const deviceName = ({ browser, system }: DeviceSummary) => {
    if (browser && system) return t`${browser} on ${system}`;
    return browser ?? system ?? t`Unknown device`;
  };

  return (
    <section aria-labelledby="sessions-title" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="sessions-title" className="font-semibold">
          {t`Active sessions`}
        </h3>
        <button
          type="button"
          className="btn btn-sm min-h-11"
          onClick={revokeAll}
          disabled={others.length === 0 || revokingAll.isPending}
          data-testid="revoke-all-sessions"
        >
          {revokingAll.isPending && (
            <span className="loading loading-spinner loading-xs" aria-hidden="true" />
          )}
          {t`Sign out all other sessions`}
        </button>
      </div>
      {sessions.isPending && (
        <div className="space-y-2" aria-busy="true">
          <div className="skeleton h-16" />
          <div className="skeleton h-16" />
        </div>
      )}
      {sessions.isError && (
        <ErrorPanel
          title={t`The sessions could not be loaded`}
          description={describeError(i18n, sessions.error, "sessions").description}
          onRetry={() => sessions.refetch()}
        />
      )}
      {sessions.data && (
        <ul className="divide-y divide-base-300 rounded-box border border-base-300" data-testid="sessions">
          {sessions.data.sessions.map((session) => {
            const lastSeen = formatDateTime(session.last_seen_at, i18n.locale);
            const since = formatDateTime(session.created_at, i18n.locale);
            const device = summarizeUserAgent(session.user_agent);
            const DeviceIcon = device.mobile ? Smartphone : Monitor;
            return (
              <li
                key={session.id}
                className="flex flex-wrap items-center gap-3 p-3"
                data-testid="session"
                data-current={session.current}
              >
                <DeviceIcon aria-hidden="true" className="size-5 shrink-0 opacity-70" />
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2 font-medium">
                    {deviceName(device)}
                    {session.current && (
                      <span className="badge badge-success badge-sm">{t`This device`}</span>
                    )}
                  </p>
                  <p className="text-sm opacity-80">
                    {session.ip ? displayAddress(session.ip) : t`Unknown address`} ·{" "}
                    <span className="tabular-nums">{t`last active ${lastSeen}`}</span>
                  </p>
                  <p className="text-xs opacity-70 tabular-nums">{t`signed in ${since}`}</p>
                </div>
                {!session.current && (
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm min-h-11 text-error"
                    disabled={revoking.isPending && revoking.variables === session.id}
                    onClick={() =>
                      revoking.mutate(session.id, {
                        onSuccess: () =>
                          showToast({ type: "success", description: t`That session is signed out.` }),
                        onError: fail,
                      })
                    }
                    data-testid="revoke-session"
                  >
                    {t`Sign out`}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
