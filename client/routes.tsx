import { createBrowserRouter, Navigate } from "react-router-dom";
import { AppLayout } from "./components/layout/AppLayout";
import { AuthLayout } from "./components/layout/AuthLayout";
import { RouteError } from "./components/RouteError";
import { HeaderAccount } from "./features/auth/components/HeaderAccount";
import { ComingSoonPage } from "./pages/ComingSoonPage";
import { ForgotPasswordPage } from "./pages/ForgotPasswordPage";
import { HomePage } from "./pages/HomePage";
import { LoginPage } from "./pages/LoginPage";
import { NotFoundPage } from "./pages/NotFoundPage";
import { OAuthCallbackPage } from "./pages/OAuthCallbackPage";
import { ProfilePage } from "./pages/ProfilePage";
import { RegisterPage } from "./pages/RegisterPage";
import { ResetPasswordPage } from "./pages/ResetPasswordPage";
import { TranslatePage } from "./pages/TranslatePage";
import { VerifyEmailPage } from "./pages/VerifyEmailPage";

/** Routes of the spec that later issues build; until then they show a translated placeholder inside the layout. */
const COMING_SOON = [
  "/history",
  "/pricing",
  "/contact",
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
    element: <AppLayout account={<HeaderAccount />} />,
    errorElement: <RouteError />,
    children: [
      { path: "/", element: <HomePage /> },
      { path: "/translate", element: <TranslatePage /> },
      // Accounts (issue 27): the profile area inside the main layout.
      { path: "/profile", element: <ProfilePage /> },
      { path: "/account", element: <Navigate to="/profile" replace /> },
      ...COMING_SOON.map((path) => ({ path, element: <ComingSoonPage /> })),
      { path: "*", element: <NotFoundPage /> },
    ],
  },
  // Accounts (issue 27): sign-in, registration and email-link pages, without the main layout (spec section 2).
  {
    element: <AuthLayout />,
    errorElement: <RouteError />,
    children: [
      { path: "/login", element: <LoginPage /> },
      { path: "/register", element: <RegisterPage /> },
      { path: "/forgot-password", element: <ForgotPasswordPage /> },
      { path: "/reset-password", element: <ResetPasswordPage /> },
      { path: "/verify-email", element: <VerifyEmailPage /> },
      { path: "/auth/google/callback", element: <OAuthCallbackPage provider="google" /> },
      { path: "/auth/github/callback", element: <OAuthCallbackPage provider="github" /> },
    ],
  },
]);
