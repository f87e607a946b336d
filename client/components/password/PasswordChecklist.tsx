import { useLingui } from "@lingui/react/macro";
import { PASSWORD_CHECKS, passwordChecklist } from "@shared/password";
import { Check, X } from "lucide-react";
import { CHECK_TEXT } from "./labels";

/** The register screen's requirement list, each item ticked as the password meets it. */
export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  const { t, i18n } = useLingui();
  const checks = passwordChecklist(password);
  return (
    <ul id={id} className="mt-2 grid gap-1 text-sm sm:grid-cols-2" aria-label={t`Password requirements`}>
      {PASSWORD_CHECKS.map((check) => (
        <li
          key={check}
          className={`flex items-center gap-1.5 ${checks[check] ? "text-success" : "opacity-80"}`}
        >
          {checks[check] ? (
            <Check aria-hidden="true" className="size-4 shrink-0" />
          ) : (
            <X aria-hidden="true" className="size-4 shrink-0" />
          )}
          <span>
            {i18n._(CHECK_TEXT[check])}
            <span className="sr-only">{checks[check] ? t`(met)` : t`(not met)`}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
