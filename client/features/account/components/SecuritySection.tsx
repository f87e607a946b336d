import { describeError } from "@client/lib/errorMessages";
import { showErrorToast, showToast } from "@client/lib/toasts";
import { useLingui } from "@lingui/react/macro";
import type { User } from "@shared/api/profile";
import { intlLocale } from "@shared/locales";
import { BadgeCheck, KeyRound, MailWarning, ShieldCheck, Webhook } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useResendOwnVerification } from "../api/resendVerification";
import { ApiKeysList } from "./ApiKeysList";
import { BackupCodesModal } from "./BackupCodesModal";
import { ChangePasswordModal } from "./ChangePasswordModal";
import { DangerZone } from "./DangerZone";
import { SessionsList } from "./SessionsList";
import { TwoFactorDisableModal } from "./TwoFactorDisableModal";
import { TwoFactorSetupModal } from "./TwoFactorSetupModal";
import { useWebhookSecretRow } from "./WebhookSecret";

type OpenModal = "password" | "twoFactorSetup" | "twoFactorDisable" | null;

function Row({
  icon,
  title,
  detail,
  action,
}: {
  icon: ReactNode;
  title: string;
  detail: ReactNode;
  action: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-box border border-base-300 p-4">
      {icon}
      {/* 10rem at least: on a phone a wide action goes under the text instead of squeezing it. */}
      <div className="min-w-0 grow basis-40">
        <p className="font-medium">{title}</p>
        <p className="text-sm opacity-80">{detail}</p>
      </div>
      {action}
    </div>
  );
}

/** Email verification, password, two-factor, sessions, API keys and the danger zone (spec section 2). */
export function SecuritySection({ user, onAccountDeleted }: { user: User; onAccountDeleted: () => void }) {
  const { t, i18n } = useLingui();
  const [modal, setModal] = useState<OpenModal>(null);
  const [backupCodes, setBackupCodes] = useState<string[]>();
  const resending = useResendOwnVerification();
  const webhookSecret = useWebhookSecretRow();
  const email = user.email;
  const close = () => setModal(null);

  const changedAt = user.password_changed_at
    ? new Intl.DateTimeFormat(intlLocale(i18n.locale), { dateStyle: "long" }).format(
        new Date(user.password_changed_at),
      )
    : undefined;

  const resend = () =>
    resending.mutate(undefined, {
      onSuccess: () =>
        showToast({ type: "success", description: t`We sent a new verification link to ${email}.` }),
      onError: (error) => showErrorToast(describeError(i18n, error, "resendVerification")),
    });

  return (
    <section aria-labelledby="security-title" className="space-y-4">
      <h2 id="security-title" className="font-semibold text-xl">
        {t`Security`}
      </h2>
      <Row
        icon={
          user.email_verified ? (
            <BadgeCheck aria-hidden="true" className="size-6 text-success" />
          ) : (
            <MailWarning aria-hidden="true" className="size-6 text-warning" />
          )
        }
        title={t`Email address`}
        detail={user.email_verified ? t`${email} is verified.` : t`${email} is not verified yet.`}
        action={
          !user.email_verified && (
            <button
              type="button"
              className="btn btn-sm min-h-11"
              onClick={resend}
              disabled={resending.isPending}
              data-testid="verify-email"
            >
              {resending.isPending && (
                <span className="loading loading-spinner loading-xs" aria-hidden="true" />
              )}
              {t`Verify`}
            </button>
          )
        }
      />
      <Row
        icon={<KeyRound aria-hidden="true" className="size-6 opacity-70" />}
        title={t`Password`}
        detail={
          !user.has_password
            ? t`You sign in with Google or GitHub. A password lets you sign in with your email too.`
            : changedAt
              ? t`Last changed on ${changedAt}.`
              : t`Never changed since the account was created.`
        }
        action={
          <button
            type="button"
            className="btn btn-sm min-h-11"
            onClick={() => setModal("password")}
            data-testid="change-password"
          >
            {user.has_password ? t`Change` : t`Set a password`}
          </button>
        }
      />
      <Row
        icon={
          <ShieldCheck
            aria-hidden="true"
            className={`size-6 ${user.two_factor_enabled ? "text-success" : "opacity-70"}`}
          />
        }
        title={t`Two-factor authentication`}
        detail={
          user.two_factor_enabled
            ? t`On: sign-in asks for a code from your authenticator app.`
            : t`Off: add a code from your phone to each sign-in.`
        }
        action={
          <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="toggle toggle-success"
              checked={user.two_factor_enabled}
              onChange={() => setModal(user.two_factor_enabled ? "twoFactorDisable" : "twoFactorSetup")}
              data-testid="two-factor-toggle"
            />
            <span className="sr-only">{t`Two-factor authentication`}</span>
          </label>
        }
      />
      <Row
        icon={<Webhook aria-hidden="true" className="size-6 opacity-70" />}
        title={t`Webhook secret`}
        detail={webhookSecret.detail}
        action={webhookSecret.action}
      />
      <SessionsList />
      <ApiKeysList user={user} />
      <DangerZone user={user} onDeleted={onAccountDeleted} />

      <ChangePasswordModal
        open={modal === "password"}
        onClose={close}
        hasPassword={user.has_password}
        twoFactorEnabled={user.two_factor_enabled}
        email={user.email}
      />
      <TwoFactorSetupModal
        open={modal === "twoFactorSetup"}
        onClose={close}
        hasPassword={user.has_password}
        email={user.email}
        onEnabled={setBackupCodes}
      />
      <TwoFactorDisableModal
        open={modal === "twoFactorDisable"}
        onClose={close}
        hasPassword={user.has_password}
      />
      <BackupCodesModal codes={backupCodes} onClose={() => setBackupCodes(undefined)} />
    </section>
  );
}
