import { followTheme, themePreferenceAtom } from "@client/lib/theme";
import { useDocumentTitle } from "@client/lib/useDocumentTitle";
import { HydrationEnd } from "@client/lib/useHydrated";
import { Trans } from "@lingui/react/macro";
import { useAtomValue } from "jotai";
import { type ReactNode, Suspense, useEffect } from "react";
import { Outlet, ScrollRestoration } from "react-router-dom";
import { PageSkeleton } from "../PageSkeleton";
import { Toaster } from "../toasts/Toaster";
import { Footer } from "./Footer";
import { Header } from "./Header";

export function AppLayout({ account }: { account?: ReactNode }) {
  const theme = useAtomValue(themePreferenceAtom);
  useEffect(() => followTheme(theme), [theme]);
  useDocumentTitle();

  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <Header account={account} />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 sm:py-10" tabIndex={-1}>
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
          <HydrationEnd />
        </Suspense>
      </main>
      <Footer />
      <Toaster />
      <ScrollRestoration />
    </div>
  );
}

function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-base-100 focus:p-3"
    >
      <Trans>Skip to content</Trans>
    </a>
  );
}
