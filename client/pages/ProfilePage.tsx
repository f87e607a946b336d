import { useLingui } from "@lingui/react/macro";
import { useNavigate, useSearchParams } from "react-router-dom";
import { ErrorPanel } from "../components/ErrorPanel";
import { AccountMenu } from "../features/account/components/AccountMenu";
import { NotificationsSection } from "../features/account/components/NotificationsSection";
import { ProfileSection } from "../features/account/components/ProfileSection";
import { SecuritySection } from "../features/account/components/SecuritySection";
import { SettingsSection } from "../features/account/components/SettingsSection";
import { type AccountSection, sectionFromQuery } from "../features/account/sections";
import { RequireAuth } from "../features/auth/components/RequireAuth";
import { useAuth } from "../features/auth/hooks/useAuth";
import { useLogout } from "../features/auth/hooks/useLogout";
import { endSession } from "../features/auth/session";
import { SubscriptionSection } from "../features/billing/components/SubscriptionSection";
import { UsageSection } from "../features/usage/components/UsageSection";
import { describeError } from "../lib/errorMessages";
import { showToast } from "../lib/toasts";

/** /profile (and /account): six sections from a side menu, for signed-in users (spec section 2). */
export function ProfilePage() {
  return (
    <RequireAuth>
      <ProfileArea />
    </RequireAuth>
  );
}

function ProfileArea() {
  const { t, i18n } = useLingui();
  const { user, userError } = useAuth();
  const [params, setParams] = useSearchParams();
  const section = sectionFromQuery(params.get("section"));
  const logout = useLogout();
  const navigate = useNavigate();

  const select = (next: AccountSection) => setParams(next === "profile" ? {} : { section: next });
  const onAccountDeleted = () => {
    endSession();
    showToast({ type: "info", description: t`Your account has been deleted.` });
    navigate("/", { replace: true });
  };

  return (
    <div className="flex flex-col gap-6 md:flex-row">
      <AccountMenu current={section} onSelect={select} onLogout={logout} />
      <div className="min-w-0 flex-1 rounded-box border border-base-300 bg-base-100 p-4 sm:p-6">
        <h1 className="sr-only">{t`My account`}</h1>
        {userError && !user ? (
          <ErrorPanel
            title={t`Your account could not be loaded`}
            description={describeError(i18n, userError, "profile").description}
          />
        ) : !user ? (
          <div className="space-y-3" aria-busy="true">
            <div className="skeleton size-20 rounded-full" />
            <div className="skeleton h-7 w-56" />
            <div className="skeleton h-40" />
          </div>
        ) : (
          <>
            {section === "profile" && <ProfileSection user={user} />}
            {section === "subscription" && <SubscriptionSection />}
            {section === "usage" && <UsageSection />}
            {section === "security" && <SecuritySection user={user} onAccountDeleted={onAccountDeleted} />}
            {section === "notifications" && <NotificationsSection />}
            {section === "settings" && <SettingsSection plan={user.plan} />}
          </>
        )}
      </div>
    </div>
  );
}
