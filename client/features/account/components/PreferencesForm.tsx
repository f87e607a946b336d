import { SubmitButton } from "@client/components/SubmitButton";
import { describeError } from "@client/lib/errorMessages";
import { showErrorToast } from "@client/lib/toasts";
import { useLingui } from "@lingui/react/macro";
import type { Preferences, PreferencesUpdate } from "@shared/api/profile";
import { type FormEvent, type ReactNode, useId } from "react";
import { useUpdatePreferences } from "../api/preferences";

interface Props {
  title: string;
  testId: string;
  /** The fields this form owns; the others stay as stored (PUT /auth/preferences changes only what it is sent). */
  values: PreferencesUpdate;
  onSaved: (saved: Preferences) => void | Promise<void>;
  children: ReactNode;
}

/** A titled section of the account's preferences with its Save button: the notifications and the defaults. */
export function PreferencesForm({ title, testId, values, onSaved, children }: Props) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const saving = useUpdatePreferences();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    saving.mutate(values, {
      onSuccess: onSaved,
      onError: (error) => showErrorToast(describeError(i18n, error, "preferences")),
    });
  };

  return (
    <form onSubmit={onSubmit} className="space-y-4" aria-labelledby={titleId} data-testid={testId}>
      <h2 id={titleId} className="font-semibold text-xl">
        {title}
      </h2>
      {children}
      <SubmitButton pending={saving.isPending} className="btn-primary">
        {saving.isPending ? t`Saving…` : t`Save`}
      </SubmitButton>
    </form>
  );
}
