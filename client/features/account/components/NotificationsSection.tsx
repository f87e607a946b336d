import { showToast } from "@client/lib/toasts";
import { useLingui } from "@lingui/react/macro";
import type { Preferences } from "@shared/api/profile";
import { useState } from "react";
import { PreferencesForm } from "./PreferencesForm";
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
  const { t } = useLingui();
  const [switches, setSwitches] = useState<Switches>({
    email_notifications: initial.email_notifications,
    translation_finished: initial.translation_finished,
    usage_limits: initial.usage_limits,
    login_alerts: initial.login_alerts,
    marketing_emails: initial.marketing_emails,
  });

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

  return (
    <PreferencesForm
      title={t`Notifications`}
      testId="notifications-form"
      values={switches}
      onSaved={() => {
        showToast({ type: "success", description: t`Notification settings saved.` });
      }}
    >
      <SwitchRow
        label={t`Email notifications`}
        detail={t`Turns every mail below on or off. Account mails (verification, password reset) are always sent.`}
        checked={switches.email_notifications}
        onChange={(value) => set("email_notifications", value)}
        className="rounded-box border border-base-300 p-4"
        inputClassName="toggle toggle-primary"
      />
      <fieldset className="space-y-2" disabled={!switches.email_notifications}>
        <legend className="sr-only">{t`Which mails`}</legend>
        {items.map((item) => (
          <SwitchRow
            key={item.key}
            label={item.label}
            detail={item.detail}
            checked={switches[item.key]}
            onChange={(value) => set(item.key, value)}
            className="px-4 py-2"
            inputClassName="checkbox checkbox-sm"
            muted={!switches.email_notifications}
          />
        ))}
      </fieldset>
    </PreferencesForm>
  );
}

/** One mail's switch: its name and what it sends, the whole row clickable. */
function SwitchRow({
  label,
  detail,
  checked,
  onChange,
  className,
  inputClassName,
  muted = false,
}: {
  label: string;
  detail: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  className: string;
  inputClassName: string;
  /** Greyed while the master switch is off. */
  muted?: boolean;
}) {
  return (
    <label className={`flex min-h-11 cursor-pointer items-start gap-3 ${className}`}>
      <input
        type="checkbox"
        className={`${inputClassName} mt-0.5`}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className={muted ? "opacity-60" : ""}>
        <span className="block font-medium">{label}</span>
        <span className="block text-sm opacity-80">{detail}</span>
      </span>
    </label>
  );
}
