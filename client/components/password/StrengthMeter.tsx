import { useLingui } from "@lingui/react/macro";
import { passwordStrength, type StrengthTone } from "@shared/password";
import { STRENGTH_LABEL_TEXT } from "./labels";
import { meterBars } from "./passwordForm";

const BAR_CLASS: Record<StrengthTone, string> = {
  none: "bg-base-300",
  error: "bg-error",
  warning: "bg-warning",
  info: "bg-info",
  success: "bg-success",
};

/** The 5-bar meter with its label (spec section 5: 1-2 red, 3 warning, 4 blue, 5 green). */
export function StrengthMeter({ password }: { password: string }) {
  const { t, i18n } = useLingui();
  if (password === "") return null;
  const strength = passwordStrength(password);
  const label = i18n._(STRENGTH_LABEL_TEXT[strength.label]);
  return (
    <div className="mt-2" data-testid="strength-meter" data-score={strength.score}>
      <div className="flex gap-1" aria-hidden="true">
        {meterBars(strength.score, strength.tone).map((tone, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the five bars are fixed positions
          <span key={index} className={`h-1.5 flex-1 rounded-full ${BAR_CLASS[tone]}`} />
        ))}
      </div>
      <p className="mt-1 text-sm" aria-live="polite">
        {t`Strength: ${label}`}
      </p>
    </div>
  );
}
