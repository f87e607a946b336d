import { msg } from "@lingui/core/macro";
import { lazy, type ReactElement } from "react";
import { createBrowserRouter, Navigate } from "react-router-dom";
import { CLIENT_ROUTES, type ClientRoute } from "../shared/clientRoutes";
import { AppLayout } from "./components/layout/AppLayout";
import { RouteError } from "./components/RouteError";
import { LEGAL_TITLES } from "./features/legal/titles";
import type { RouteHandle } from "./lib/useDocumentTitle";
import { ComingSoonPage } from "./pages/ComingSoonPage";
import { HomePage } from "./pages/HomePage";
import { NotFoundPage } from "./pages/NotFoundPage";

// Every page but the home page is its own chunk (AppLayout shows a skeleton meanwhile): `/` loads only what it shows.
const TranslatePage = lazy(() => import("./pages/TranslatePage").then((m) => ({ default: m.TranslatePage })));
const LegalPage = lazy(() => import("./pages/legal/LegalPage").then((m) => ({ default: m.LegalPage })));
const HelpPage = lazy(() => import("./pages/help/HelpPage").then((m) => ({ default: m.HelpPage })));
const StatusPage = lazy(() => import("./pages/status/StatusPage").then((m) => ({ default: m.StatusPage })));
const ApiPage = lazy(() => import("./pages/api/ApiPage").then((m) => ({ default: m.ApiPage })));

/** One entry per path of shared/clientRoutes.ts (the server answers 200 for exactly these). */
const PAGES: Record<ClientRoute, RouteHandle & { element: ReactElement }> = {
  "/": { element: <HomePage />, title: msg`Translate subtitle files` },
  "/translate": { element: <TranslatePage />, title: msg`Translate` },
  "/history": { element: <ComingSoonPage />, title: msg`History` },
  "/account": { element: <Navigate to="/profile" replace />, title: msg`Profile` },
  "/profile": { element: <ComingSoonPage />, title: msg`Profile` },
  "/pricing": { element: <ComingSoonPage />, title: msg`Pricing` },
  "/contact": { element: <ComingSoonPage />, title: msg`Contact` },
  "/subscription/success": { element: <ComingSoonPage />, title: msg`Subscription` },
  "/legal/privacy": { element: <LegalPage document="privacy" />, title: LEGAL_TITLES.privacy.title },
  "/legal/terms": { element: <LegalPage document="terms" />, title: LEGAL_TITLES.terms.title },
  "/legal/cookies": { element: <LegalPage document="cookies" />, title: LEGAL_TITLES.cookies.title },
  "/legal/gdpr": { element: <LegalPage document="gdpr" />, title: LEGAL_TITLES.gdpr.title },
  "/help": { element: <HelpPage />, title: msg`Help` },
  "/status": { element: <StatusPage />, title: msg`Service status` },
  "/docs/api": { element: <ApiPage />, title: msg`API` },
};

export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      ...CLIENT_ROUTES.map((path) => {
        const { element, title } = PAGES[path];
        return { path, element, handle: { title } satisfies RouteHandle };
      }),
      { path: "*", element: <NotFoundPage />, handle: { title: msg`Page not found` } satisfies RouteHandle },
    ],
  },
]);
