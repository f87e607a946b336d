import { useLingui } from "@lingui/react/macro";
import { SERVICES } from "@shared/catalog";
import { SHORTENING_SERVICE } from "@shared/readingLimits";

interface Props {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** Shortening what is too long to read in time, offered where the plan has the LLM service that does it. */
export function KeepReadingSpeedOption({ checked, onChange }: Props) {
  const { t } = useLingui();
  return (
    <label className="flex min-h-11 items-center gap-3">
      <input
        type="checkbox"
        className="checkbox checkbox-primary"
        data-testid="keep-reading-speed"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className="text-sm">
        {t`Keep the reading speed: ${SERVICES[SHORTENING_SERVICE].name} shortens the subtitles too long to read in time (timings never change)`}
      </span>
    </label>
  );
}
