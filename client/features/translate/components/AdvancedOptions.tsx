import { CheckboxField } from "@client/components/CheckboxField";
import type { TranslationSettings } from "@client/db/preferences";
import { useLingui } from "@lingui/react/macro";
import { READING_LIMIT_BOUNDS } from "@shared/readingLimits";

interface Props {
  settings: TranslationSettings;
  onChange: (settings: TranslationSettings) => void;
}

type LimitKey = keyof typeof READING_LIMIT_BOUNDS;

const LIMIT_KEYS: readonly LimitKey[] = ["max_cps", "max_line_length", "max_lines"];

/** An empty field is the language's own limit; a number is kept within what the server accepts. */
function boundedLimit(key: LimitKey, raw: string): number | undefined {
  if (raw.trim() === "") return undefined;
  const { min, max } = READING_LIMIT_BOUNDS[key];
  const value = Math.round(Number(raw));
  return Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : undefined;
}

export function AdvancedOptions({ settings, onChange }: Props) {
  const { t } = useLingui();
  const set = (patch: Partial<TranslationSettings>) => onChange({ ...settings, ...patch });
  const limitLabels: Record<LimitKey, string> = {
    max_cps: t`Characters a second`,
    max_line_length: t`Characters a line`,
    max_lines: t`Lines a subtitle`,
  };
  return (
    <details className="rounded-box border border-base-300">
      <summary
        className="min-h-11 cursor-pointer content-center px-4 font-medium text-sm"
        data-testid="more-options"
      >
        {t`More options`}
      </summary>
      <div className="grid gap-4 p-4 pt-2 sm:grid-cols-2">
        <label className="sm:col-span-2">
          <span className="mb-1 block text-sm">{t`Context for the translator (optional)`}</span>
          <textarea
            className="textarea w-full"
            rows={2}
            maxLength={2000}
            placeholder={t`For example: a police drama set in Marseille; the characters use informal speech.`}
            value={settings.context}
            onChange={(event) => set({ context: event.target.value })}
          />
        </label>
        <label>
          <span className="mb-1 block text-sm">{t`Genre (optional)`}</span>
          <input
            className="input w-full min-h-11"
            maxLength={64}
            value={settings.genre}
            onChange={(event) => set({ genre: event.target.value })}
          />
        </label>
        <label>
          <span className="mb-1 block text-sm">{t`Subtitles per request`}</span>
          <input
            className="input w-full min-h-11"
            type="number"
            min={1}
            max={200}
            value={settings.batch_size}
            onChange={(event) =>
              set({ batch_size: Math.min(200, Math.max(1, Number(event.target.value) || 50)) })
            }
          />
        </label>
        <fieldset className="grid gap-2 sm:col-span-2 sm:grid-cols-3">
          <legend className="mb-1 text-sm">
            {t`Reading limits of the quality report (empty: the target language's, per Netflix's guidelines)`}
          </legend>
          {LIMIT_KEYS.map((key) => (
            <label key={key}>
              <span className="mb-1 block text-sm">{limitLabels[key]}</span>
              <input
                className="input w-full min-h-11"
                type="number"
                min={READING_LIMIT_BOUNDS[key].min}
                max={READING_LIMIT_BOUNDS[key].max}
                data-testid={`limit-${key}`}
                value={settings[key] ?? ""}
                onChange={(event) => set({ [key]: boundedLimit(key, event.target.value) })}
              />
            </label>
          ))}
        </fieldset>
        <label>
          <span className="mb-1 block text-sm">{t`Sung lyrics (♪)`}</span>
          <select
            className="select w-full min-h-11"
            value={settings.lyrics ?? "keep"}
            onChange={(event) => set({ lyrics: event.target.value === "translate" ? "translate" : "keep" })}
          >
            <option value="keep">{t`Keep as they are (not sent)`}</option>
            <option value="translate">{t`Translate`}</option>
          </select>
        </label>
        <label>
          <span className="mb-1 block text-sm">{t`Sound descriptions ([door slams])`}</span>
          <select
            className="select w-full min-h-11"
            data-testid="sound-descriptions"
            value={settings.sound_descriptions ?? "translate"}
            onChange={(event) =>
              set({ sound_descriptions: event.target.value === "keep" ? "keep" : "translate" })
            }
          >
            <option value="translate">{t`Translate`}</option>
            <option value="keep">{t`Keep in the original language (not sent)`}</option>
          </select>
        </label>
        <CheckboxField
          className="sm:col-span-2"
          checked={settings.preserve_formatting}
          onChange={(checked) => set({ preserve_formatting: checked })}
        >
          {t`Keep formatting (italics, colours, positions)`}
        </CheckboxField>
        <CheckboxField
          className="sm:col-span-2"
          testId="sentence-aware"
          checked={settings.sentence_aware}
          onChange={(checked) => set({ sentence_aware: checked })}
          hint={t`The translation is spread back over the same subtitles; their number and timings do not change.`}
        >
          {t`Translate sentences that run over several subtitles as a whole`}
        </CheckboxField>
      </div>
    </details>
  );
}
