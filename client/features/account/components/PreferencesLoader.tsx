import { ErrorPanel } from "@client/components/ErrorPanel";
import { describeError } from "@client/lib/errorMessages";
import { useLingui } from "@lingui/react/macro";
import type { Preferences } from "@shared/api/profile";
import type { ReactNode } from "react";
import { useAccountPreferences } from "../api/preferences";

/** Loading, error and loaded states of GET /auth/preferences, shared by the notifications and settings sections. */
export function PreferencesLoader({ children }: { children: (preferences: Preferences) => ReactNode }) {
  const { t, i18n } = useLingui();
  const preferences = useAccountPreferences();
  if (preferences.isPending) {
    return (
      <div className="space-y-3" aria-busy="true">
        <div className="skeleton h-7 w-48" />
        <div className="skeleton h-12" />
        <div className="skeleton h-12" />
        <div className="skeleton h-12" />
      </div>
    );
  }
  if (preferences.isError) {
    return (
      <ErrorPanel
        title={t`Your preferences could not be loaded`}
        description={describeError(i18n, preferences.error, "preferences").description}
        onRetry={() => preferences.refetch()}
      />
    );
  }
  return children(preferences.data);
}
