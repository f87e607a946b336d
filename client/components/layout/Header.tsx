import { useLingui } from "@lingui/react/macro";
import { Menu } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { Link, NavLink } from "react-router-dom";
import { ConnectionBadge } from "../pwa/ConnectionBadge";
import { InstallButton } from "../pwa/InstallButton";
import { LanguagePicker } from "./LanguagePicker";
import { Logo } from "./Logo";
import { MAIN_NAV } from "./navigation";
import { ThemePicker } from "./ThemePicker";

function navClass({ isActive }: { isActive: boolean }): string {
  return `btn btn-ghost btn-sm touch-target font-medium ${isActive ? "text-primary" : ""}`;
}

/** `account` is the sign-in or "My account" control, composed by the route table from the auth feature. */
export function Header({ account }: { account?: ReactNode }) {
  const { i18n, t } = useLingui();
  const menu = useRef<HTMLDetailsElement>(null);
  const closeMenu = () => menu.current?.removeAttribute("open");

  // A <details> menu stays open until toggled; close it like any menu, on Escape or a tap elsewhere.
  useEffect(() => {
    const onPointer = (event: PointerEvent) => {
      if (!menu.current?.contains(event.target as Node)) menu.current?.removeAttribute("open");
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") menu.current?.removeAttribute("open");
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, []);

  return (
    <header className="sticky top-0 z-30 border-b border-base-300 bg-base-100">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:px-6">
        <details ref={menu} className="dropdown lg:hidden">
          <summary className="btn btn-ghost btn-square touch-target" aria-label={t`Menu`}>
            <Menu aria-hidden="true" className="size-5" />
          </summary>
          <ul className="menu dropdown-content z-40 mt-2 w-56 rounded-box border border-base-300 bg-base-100 p-2">
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end onClick={closeMenu} className="min-h-11">
                  {i18n._(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </details>
        <Link
          to="/"
          className="flex items-center gap-2 rounded-md font-semibold text-lg touch-target"
          aria-label="Polysub"
        >
          <Logo />
          <span className="hidden sm:inline">Polysub</span>
        </Link>
        <nav aria-label={t`Main`} className="ml-4 hidden gap-1 lg:flex">
          {MAIN_NAV.map((item) => (
            <NavLink key={item.to} to={item.to} end className={navClass}>
              {i18n._(item.label)}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex min-w-0 items-center gap-0.5 sm:gap-1">
          <ConnectionBadge />
          <InstallButton />
          <LanguagePicker />
          <ThemePicker />
          {account}
        </div>
      </div>
    </header>
  );
}
