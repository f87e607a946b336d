import { CheckboxField } from "@client/components/CheckboxField";
import { formatInteger } from "@client/lib/format";
import { useLingui } from "@lingui/react/macro";
import { Layers } from "lucide-react";

interface Props {
  /** Subtitles once collapsed (the file summary's `collapsed.subtitle_count`). */
  collapsedCount: number;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * The offer made for rolling auto-captions: translated as written, each line would be sent and shown two or three
 * times, so collapsing is offered (and ticked) before Start.
 */
export function RollingCaptionsOption({ collapsedCount, checked, onChange }: Props) {
  const { t, i18n } = useLingui();
  const count = formatInteger(collapsedCount, i18n.locale);
  return (
    <div className="rounded-box border border-info/40 p-3" data-testid="rolling-captions">
      <p className="flex items-center gap-2 font-medium text-sm">
        <Layers aria-hidden="true" className="size-4 shrink-0" />
        {t`Rolling automatic captions`}
      </p>
      <p className="mt-1 text-sm opacity-80">
        {t`Each line of this file is repeated in the next subtitle, as in YouTube's automatic captions.`}
      </p>
      <CheckboxField className="mt-2" checked={checked} onChange={onChange}>
        {t`Collapse into ${count} clean subtitles before translating: each line is sent once, and the translated file has these subtitles.`}
      </CheckboxField>
    </div>
  );
}
