import { createBrowserRouter, Navigate } from "react-router-dom";
import { AppLayout } from "./components/layout/AppLayout";
import { RouteError } from "./components/RouteError";
import { ComingSoonPage } from "./pages/ComingSoonPage";
import { ContactPage } from "./pages/ContactPage";
import { HistoryPage } from "./pages/HistoryPage";
import { HomePage } from "./pages/HomePage";
import { NotFoundPage } from "./pages/NotFoundPage";
import { TranslatePage } from "./pages/TranslatePage";

/** Routes of the spec that later issues build; until then they show a translated placeholder inside the layout. */
const COMING_SOON = [
  "/pricing",
  "/profile",
  "/subscription/success",
  "/legal/privacy",
  "/legal/terms",
  "/legal/cookies",
  "/legal/gdpr",
  "/docs/api",
  "/help",
  "/tutorials",
  "/status",
];

export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      { path: "/", element: <HomePage /> },
      { path: "/translate", element: <TranslatePage /> },
      { path: "/history", element: <HistoryPage /> },
      { path: "/contact", element: <ContactPage /> },
      { path: "/account", element: <Navigate to="/profile" replace /> },
      ...COMING_SOON.map((path) => ({ path, element: <ComingSoonPage /> })),
      { path: "*", element: <NotFoundPage /> },
    ],
  },
]);
