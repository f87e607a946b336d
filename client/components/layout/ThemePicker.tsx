import { parseThemePreference, themePreferenceAtom } from "@client/lib/theme";
import { useHydrated } from "@client/lib/useHydrated";
import { useLingui } from "@lingui/react/macro";
import { useAtom } from "jotai";
import { Monitor, Moon, Sun } from "lucide-react";

const ICONS = { light: Sun, dark: Moon, system: Monitor } as const;

export function ThemePicker() {
  const { t } = useLingui();
  const [stored, setPreference] = useAtom(themePreferenceAtom);
  // The prerendered page shows "system"; the stored choice appears once hydrated (the page's colours already follow
  // it: public/theme.js applies it before the first paint).
  const preference = useHydrated() ? stored : "system";
  const Icon = ICONS[preference];
  return (
    <label className="flex items-center gap-1">
      <Icon aria-hidden="true" className="hidden size-4 opacity-70 sm:block" />
      <span className="sr-only">{t`Theme`}</span>
      <select
        className="select select-ghost select-sm min-h-11 w-auto pr-7 sm:pr-8"
        value={preference}
        onChange={(event) => setPreference(parseThemePreference(event.target.value))}
      >
        <option value="system">{t`System`}</option>
        <option value="light">{t`Light`}</option>
        <option value="dark">{t`Dark`}</option>
      </select>
    </label>
  );
}
