import type { I18n, MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { useEffect } from "react";
import { type UIMatch, useMatches } from "react-router-dom";

/** What a route of client/routes.tsx carries in its `handle`. */
export interface RouteHandle {
  title: MessageDescriptor;
}

/** "<page> · Polysub" from the deepest matched route's title, in the interface language. */
export function documentTitle(matches: readonly Pick<UIMatch, "handle">[], i18n: I18n): string {
  const title = matches
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .findLast((descriptor) => descriptor !== undefined);
  return title ? `${i18n._(title)} · Polysub` : "Polysub";
}

/** Keeps the document's title on the current page's, following route and language changes. */
export function useDocumentTitle(): void {
  const { i18n } = useLingui();
  const text = documentTitle(useMatches(), i18n);
  useEffect(() => {
    document.title = text;
  }, [text]);
}
