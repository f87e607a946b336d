import { useLingui } from "@lingui/react/macro";
import { Users } from "lucide-react";

export type Formality = "formal" | "informal";

/** Targets whose grammar tells a formal from a familiar "you" (tu/vous, du/Sie): where the choice matters. */
const T_V_LANGUAGES = new Set([
  "fr",
  "de",
  "es",
  "it",
  "pt",
  "nl",
  "pl",
  "ru",
  "uk",
  "cs",
  "tr",
  "ro",
  "el",
  "hu",
]);

export const hasFormality = (target: string) => T_V_LANGUAGES.has(target.toLowerCase().split("-")[0] ?? "");

interface Props {
  speakers: readonly string[];
  value: Record<string, Formality>;
  onChange: (value: Record<string, Formality>) => void;
}

/** How each speaker the file names addresses others: OpenAI gets it per line, DeepL when all agree. */
export function SpeakerFormality({ speakers, value, onChange }: Props) {
  const { t } = useLingui();
  const set = (speaker: string, form: string) => {
    const { [speaker]: _, ...rest } = value;
    onChange(form === "formal" || form === "informal" ? { ...rest, [speaker]: form } : rest);
  };
  return (
    <details className="rounded-box border border-base-300" data-testid="speaker-formality">
      <summary className="min-h-11 cursor-pointer content-center px-4 font-medium text-sm">
        <Users aria-hidden="true" className="me-2 inline size-4" />
        {t`Speakers`}
      </summary>
      <div className="space-y-2 p-4 pt-2">
        <p className="text-sm opacity-80">
          {t`Speaker names are kept as they are. Choose how each one addresses others where the language makes a difference.`}
        </p>
        <ul className="space-y-2">
          {speakers.map((speaker) => (
            <li key={speaker} className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-2">
              <span className="break-all text-sm">{speaker}</span>
              <select
                className="select select-sm min-h-11"
                aria-label={t`Form of address of ${speaker}`}
                value={value[speaker] ?? ""}
                onChange={(event) => set(speaker, event.target.value)}
              >
                <option value="">{t`Let the service choose`}</option>
                <option value="formal">{t`Formal`}</option>
                <option value="informal">{t`Informal`}</option>
              </select>
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}
