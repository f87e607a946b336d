import { createBrowserRouter, Navigate } from "react-router-dom";
import { ComingSoon } from "./components/ComingSoon";
import { AppLayout } from "./components/layout/AppLayout";
import { NotFound } from "./components/NotFound";
import { RouteError } from "./components/RouteError";
import { TranslatePage } from "./features/translate/components/TranslatePage";
import { HomePage } from "./features/upload/components/HomePage";

/** Routes of the spec that later issues build; until then they show a translated placeholder inside the layout. */
const COMING_SOON = [
  "/history",
  "/pricing",
  "/contact",
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
      { path: "/account", element: <Navigate to="/profile" replace /> },
      ...COMING_SOON.map((path) => ({ path, element: <ComingSoon /> })),
      { path: "*", element: <NotFound /> },
    ],
  },
]);
