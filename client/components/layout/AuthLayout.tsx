import { followTheme, themePreferenceAtom } from "@client/lib/theme";
import { useDocumentTitle } from "@client/lib/useDocumentTitle";
import { HydrationEnd } from "@client/lib/useHydrated";
import { useAtomValue } from "jotai";
import { Suspense, useEffect } from "react";
import { Link, Outlet } from "react-router-dom";
import { PageSkeleton } from "../PageSkeleton";
import { Toaster } from "../toasts/Toaster";
import { LanguagePicker } from "./LanguagePicker";
import { Logo } from "./Logo";
import { ThemePicker } from "./ThemePicker";

/** Sign-in, registration and email-link pages: no main header or footer (spec section 2), one centred card. */
export function AuthLayout() {
  const theme = useAtomValue(themePreferenceAtom);
  useEffect(() => followTheme(theme), [theme]);
  useDocumentTitle();

  return (
    <div className="flex min-h-screen flex-col bg-base-200">
      <header className="mx-auto flex h-16 w-full max-w-6xl items-center gap-2 px-4 sm:px-6">
        <Link
          to="/"
          className="flex items-center gap-2 rounded-md font-semibold text-lg touch-target"
          aria-label="Polysub"
        >
          <Logo />
          <span>Polysub</span>
        </Link>
        <div className="ml-auto flex items-center gap-1">
          <LanguagePicker />
          <ThemePicker />
        </div>
      </header>
      <main
        id="main"
        className="flex flex-1 items-start justify-center px-4 pb-12 sm:items-center"
        tabIndex={-1}
      >
        <div className="w-full max-w-md rounded-box border border-base-300 bg-base-100 p-5 sm:p-8">
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
            <HydrationEnd />
            <HydrationEnd />
          </Suspense>
        </div>
      </main>
      <Toaster />
    </div>
  );
}
