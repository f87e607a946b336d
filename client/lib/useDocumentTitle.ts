import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { useEffect } from "react";
import { useMatches } from "react-router-dom";

/** What a route of client/routes.tsx carries in its `handle`. */
export interface RouteHandle {
  title: MessageDescriptor;
}

/** "<page> · Polysub" from the deepest matched route's title, in the interface language, following its changes. */
export function useDocumentTitle(): void {
  const { i18n } = useLingui();
  const title = useMatches()
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .findLast((descriptor) => descriptor !== undefined);
  const text = title ? `${i18n._(title)} · Polysub` : "Polysub";
  useEffect(() => {
    document.title = text;
  }, [text]);
}
