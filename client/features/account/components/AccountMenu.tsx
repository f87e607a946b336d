import { useLingui } from "@lingui/react/macro";
import { LogOut } from "lucide-react";
import { useEffect, useRef } from "react";
import { ACCOUNT_SECTIONS, type AccountSection, SECTION_INFO } from "../sections";

interface Props {
  current: AccountSection;
  onSelect: (section: AccountSection) => void;
  onLogout: () => void;
}

/** The side menu of the profile area: six sections and logout; a scrolling row on a phone. */
export function AccountMenu({ current, onSelect, onLogout }: Props) {
  const { t, i18n } = useLingui();
  const list = useRef<HTMLUListElement>(null);

  // On a phone the menu is a scrolling row: keep the open section in view (a mail can open any of them).
  useEffect(() => {
    const row = list.current;
    const active = row?.querySelector<HTMLElement>(`[data-testid=section-${current}]`);
    // Measured on screen: the button's offsetLeft counts from its menu item, not from the row.
    if (row && active)
      row.scrollLeft += active.getBoundingClientRect().left - row.getBoundingClientRect().left - 8;
  }, [current]);

  return (
    <nav aria-label={t`Account`} className="md:w-56 md:shrink-0">
      <ul
        ref={list}
        className="menu menu-horizontal w-full flex-nowrap gap-1 overflow-x-auto rounded-box border border-base-300 bg-base-100 p-2 md:menu-vertical"
      >
        {ACCOUNT_SECTIONS.map((section) => {
          const { label, Icon } = SECTION_INFO[section];
          return (
            <li key={section}>
              <button
                type="button"
                className={`flex min-h-11 items-center whitespace-nowrap ${current === section ? "menu-active" : ""}`}
                aria-current={current === section ? "page" : undefined}
                onClick={() => onSelect(section)}
                data-testid={`section-${section}`}
              >
                <Icon aria-hidden="true" className="size-4" />
                {i18n._(label)}
              </button>
            </li>
          );
        })}
        <li className="md:mt-2 md:border-base-300 md:border-t md:pt-2">
          <button
            type="button"
            className="flex min-h-11 items-center whitespace-nowrap text-error"
            onClick={onLogout}
            data-testid="logout"
          >
            <LogOut aria-hidden="true" className="size-4" />
            {t`Sign out`}
          </button>
        </li>
      </ul>
    </nav>
  );
}
