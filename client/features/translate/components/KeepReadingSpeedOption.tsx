import { CheckboxField } from "@client/components/CheckboxField";
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
    <CheckboxField testId="keep-reading-speed" checked={checked} onChange={onChange}>
      {t`Keep the reading speed: ${SERVICES[SHORTENING_SERVICE].name} shortens the subtitles too long to read in time (timings never change)`}
    </CheckboxField>
  );
}
