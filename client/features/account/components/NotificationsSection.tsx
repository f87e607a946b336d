import { describeError } from "@client/lib/errorMessages";
import { showToast } from "@client/lib/toasts";
import { useLingui } from "@lingui/react/macro";
import type { Preferences } from "@shared/api/profile";
import { type FormEvent, useState } from "react";
import { useUpdatePreferences } from "../api/preferences";
import { PreferencesLoader } from "./PreferencesLoader";

type Switch =
  | "email_notifications"
  | "translation_finished"
  | "usage_limits"
  | "login_alerts"
  | "marketing_emails";
type Switches = Pick<Preferences, Switch>;

export function NotificationsSection() {
  return (
    <PreferencesLoader>{(preferences) => <NotificationsForm initial={preferences} />}</PreferencesLoader>
  );
}

/** The notification mails, each behind the master switch; saved to the account (PUT /auth/preferences). */
function NotificationsForm({ initial }: { initial: Preferences }) {
  const { t, i18n } = useLingui();
  const [switches, setSwitches] = useState<Switches>({
    email_notifications: initial.email_notifications,
    translation_finished: initial.translation_finished,
    usage_limits: initial.usage_limits,
    login_alerts: initial.login_alerts,
    marketing_emails: initial.marketing_emails,
  });
  const saving = useUpdatePreferences();

  const items: { key: Exclude<Switch, "email_notifications">; label: string; detail: string }[] = [
    {
      key: "translation_finished",
      label: t`Translation finished`,
      detail: t`When a translation of yours completes or fails, with a link to the result.`,
    },
    { key: "usage_limits", label: t`Usage limits`, detail: t`When you are close to your plan's limits.` },
    {
      key: "login_alerts",
      label: t`Sign-in alerts`,
      detail: t`When your account is signed into from a new device.`,
    },
    {
      key: "marketing_emails",
      label: t`News and offers`,
      detail: t`Now and then, about new features and plans.`,
    },
  ];

  const set = (key: Switch, value: boolean) => setSwitches((previous) => ({ ...previous, [key]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    saving.mutate(switches, {
      onSuccess: () => showToast({ type: "success", description: t`Notification settings saved.` }),
      onError: (error) => {
        const text = describeError(i18n, error, "preferences");
        showToast({ type: "error", title: text.title, description: text.description });
      },
    });
  };

  return (
    <form
      onSubmit={onSubmit}
      className="space-y-4"
      aria-labelledby="notifications-title"
      data-testid="notifications-form"
    >
      <h2 id="notifications-title" className="font-semibold text-xl">
        {t`Notifications`}
      </h2>
      <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-box border border-base-300 p-4">
        <input
          type="checkbox"
          className="toggle toggle-primary mt-0.5"
          checked={switches.email_notifications}
          onChange={(event) => set("email_notifications", event.target.checked)}
        />
        <span>
          <span className="block font-medium">{t`Email notifications`}</span>
          <span className="block text-sm opacity-80">{t`Turns every mail below on or off. Account mails (verification, password reset) are always sent.`}</span>
        </span>
      </label>
      <fieldset className="space-y-2" disabled={!switches.email_notifications}>
        <legend className="sr-only">{t`Which mails`}</legend>
        {items.map((item) => (
          <label key={item.key} className="flex min-h-11 cursor-pointer items-start gap-3 px-4 py-2">
            <input
              type="checkbox"
              className="checkbox checkbox-sm mt-0.5"
              checked={switches[item.key]}
              onChange={(event) => set(item.key, event.target.checked)}
            />
            <span className={switches.email_notifications ? "" : "opacity-60"}>
              <span className="block font-medium">{item.label}</span>
              <span className="block text-sm opacity-80">{item.detail}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <button type="submit" className="btn btn-primary min-h-11" disabled={saving.isPending}>
        {saving.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {saving.isPending ? t`Saving…` : t`Save`}
      </button>
    </form>
  );
}
