import type { TranslationSettings } from "@client/db/preferences";
import { useLingui } from "@lingui/react/macro";

interface Props {
  settings: TranslationSettings;
  onChange: (settings: TranslationSettings) => void;
}

export function AdvancedOptions({ settings, onChange }: Props) {
  const { t } = useLingui();
  const set = (patch: Partial<TranslationSettings>) => onChange({ ...settings, ...patch });
  return (
    <details className="rounded-box border border-base-300">
      <summary className="min-h-11 cursor-pointer content-center px-4 font-medium text-sm">{t`More options`}</summary>
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
            value={settings.sound_descriptions ?? "translate"}
            onChange={(event) =>
              set({ sound_descriptions: event.target.value === "keep" ? "keep" : "translate" })
            }
          >
            <option value="translate">{t`Translate`}</option>
            <option value="keep">{t`Keep in the original language (not sent)`}</option>
          </select>
        </label>
        <label className="flex min-h-11 items-center gap-3 sm:col-span-2">
          <input
            type="checkbox"
            className="checkbox checkbox-primary"
            checked={settings.preserve_formatting}
            onChange={(event) => set({ preserve_formatting: event.target.checked })}
          />
          <span className="text-sm">{t`Keep formatting (italics, colours, positions)`}</span>
        </label>
      </div>
    </details>
  );
}
