import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { Provider as StoreProvider } from "jotai";
import { type ReactNode, StrictMode } from "react";
import { appStore } from "./lib/store";

/** What every screen reads: words, server cache, app state. One tree for the browser and for the prerender. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <StoreProvider store={appStore}>{children}</StoreProvider>
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>
  );
}
