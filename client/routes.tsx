import { msg } from "@lingui/core/macro";
import {
  AUTH_LAYOUT_ROUTES,
  type AuthLayoutRoute,
  MAIN_LAYOUT_ROUTES,
  type MainLayoutRoute,
} from "@shared/clientRoutes";
import { type ComponentType, lazy, type ReactElement } from "react";
import { matchRoutes, Navigate, type RouteObject } from "react-router-dom";
import { AppLayout } from "./components/layout/AppLayout";
import { AuthLayout } from "./components/layout/AuthLayout";
import { RouteError } from "./components/RouteError";
import { HeaderAccount } from "./features/auth/components/HeaderAccount";
import { LEGAL_TITLES } from "./features/legal/titles";
import type { RouteHandle } from "./lib/useDocumentTitle";
import { HomePage } from "./pages/HomePage";
import { NotFoundPage } from "./pages/NotFoundPage";

/** pageName is its module's and its chunk's name too: the build finds the chunk by it (scripts/prerender.ts). */
type LazyPage<P> = ComponentType<P> & { preload(locale?: string): Promise<void>; pageName: string };

/**
 * A page in a chunk of its own, loaded when it is first shown (its layout shows a skeleton meanwhile), or before
 * by preload(): once loaded it renders at once, without suspending, as hydrating its prerender needs (loadPage).
 * Given the prerender's language, load also fetches what the page shows in that language beside its code.
 */
function page<K extends string, P extends object>(
  load: (locale?: string) => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  const preload = (locale?: string) =>
    load(locale).then((module) => {
      loaded = module[name];
    });
  const Lazy = lazy(() => preload().then(() => ({ default: loaded as ComponentType<P> })));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per page, at module level, as lazy() makes its
  const Page = (props: P) => {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  };
  return Object.assign(Page, { preload, pageName: name });
}

// Every page but the home page is its own chunk: `/` loads only what it shows.
const TranslatePage = page(() => import("./pages/TranslatePage"), "TranslatePage");
const LegalPage = page(async (locale) => {
  const module = await import("./pages/legal/LegalPage");
  if (locale) await module.loadLegalTexts(locale);
  return module;
}, "LegalPage");
const HelpPage = page(() => import("./pages/help/HelpPage"), "HelpPage");
const StatusPage = page(() => import("./pages/status/StatusPage"), "StatusPage");
const ApiPage = page(() => import("./pages/api/ApiPage"), "ApiPage");
const ProfilePage = page(() => import("./pages/ProfilePage"), "ProfilePage");
const LoginPage = page(() => import("./pages/LoginPage"), "LoginPage");
const RegisterPage = page(() => import("./pages/RegisterPage"), "RegisterPage");
const ForgotPasswordPage = page(() => import("./pages/ForgotPasswordPage"), "ForgotPasswordPage");
const ResetPasswordPage = page(() => import("./pages/ResetPasswordPage"), "ResetPasswordPage");
const VerifyEmailPage = page(() => import("./pages/VerifyEmailPage"), "VerifyEmailPage");
const ConfirmEmailPage = page(() => import("./pages/ConfirmEmailPage"), "ConfirmEmailPage");
const ConfirmAccountPage = page(() => import("./pages/ConfirmAccountPage"), "ConfirmAccountPage");
const PricingPage = page(() => import("./pages/PricingPage"), "PricingPage");
const SubscriptionSuccessPage = page(
  () => import("./pages/SubscriptionSuccessPage"),
  "SubscriptionSuccessPage",
);
const HistoryPage = page(() => import("./pages/HistoryPage"), "HistoryPage");
const BatchPage = page(() => import("./pages/BatchPage"), "BatchPage");
const ContactPage = page(() => import("./pages/ContactPage"), "ContactPage");
const OAuthCallbackPage = page(() => import("./pages/OAuthCallbackPage"), "OAuthCallbackPage");

type Page = RouteHandle & { element: ReactElement };

/** One entry per path of shared/clientRoutes.ts (the server answers 200 for exactly these). */
const MAIN_PAGES: Record<MainLayoutRoute, Page> = {
  "/": { element: <HomePage />, title: msg`Translate subtitle files` },
  "/translate": { element: <TranslatePage />, title: msg`Translate` },
  "/batch": { element: <BatchPage />, title: msg`Many files` },
  "/history": { element: <HistoryPage />, title: msg`History` },
  "/account": { element: <Navigate to="/profile" replace />, title: msg`Profile` },
  "/profile": { element: <ProfilePage />, title: msg`Profile` },
  "/pricing": { element: <PricingPage />, title: msg`Pricing` },
  "/contact": { element: <ContactPage />, title: msg`Contact` },
  "/subscription/success": { element: <SubscriptionSuccessPage />, title: msg`Subscription` },
  "/legal/privacy": { element: <LegalPage document="privacy" />, title: LEGAL_TITLES.privacy.title },
  "/legal/terms": { element: <LegalPage document="terms" />, title: LEGAL_TITLES.terms.title },
  "/legal/cookies": { element: <LegalPage document="cookies" />, title: LEGAL_TITLES.cookies.title },
  "/legal/gdpr": { element: <LegalPage document="gdpr" />, title: LEGAL_TITLES.gdpr.title },
  "/help": { element: <HelpPage />, title: msg`Help` },
  "/status": { element: <StatusPage />, title: msg`Service status` },
  "/docs/api": { element: <ApiPage />, title: msg`API` },
};

/** Sign-in, registration and email-link pages, without the main layout (spec section 2). */
const AUTH_PAGES: Record<AuthLayoutRoute, Page> = {
  "/login": { element: <LoginPage />, title: msg`Sign in` },
  "/register": { element: <RegisterPage />, title: msg`Create an account` },
  "/forgot-password": { element: <ForgotPasswordPage />, title: msg`Forgot password` },
  "/reset-password": { element: <ResetPasswordPage />, title: msg`Choose a new password` },
  "/verify-email": { element: <VerifyEmailPage />, title: msg`Verify your email` },
  "/confirm-email": { element: <ConfirmEmailPage />, title: msg`Change of email address` },
  "/confirm-account": { element: <ConfirmAccountPage />, title: msg`Confirm a change to your account` },
  "/auth/google/callback": { element: <OAuthCallbackPage provider="google" />, title: msg`Signing in` },
  "/auth/github/callback": { element: <OAuthCallbackPage provider="github" />, title: msg`Signing in` },
};

function routesOf<R extends string>(paths: readonly R[], pages: Record<R, Page>) {
  return paths.map((path) => {
    const { element, title } = pages[path];
    return { path, element, handle: { title } satisfies RouteHandle };
  });
}

/** The lazy pages the path shows (a layout and its page: one). */
export function pagesOf(pathname: string): LazyPage<object>[] {
  return (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) => {
    const type = (route.element as ReactElement | undefined)?.type as Partial<LazyPage<object>> | undefined;
    return type?.preload ? [type as LazyPage<object>] : [];
  });
}

/**
 * Loads the pages the path shows, and what they show in the prerender's language. main.tsx awaits it before
 * hydrating a prerender: React then renders the page without suspending, so it finds the markup it was given (and
 * the build renders it whole).
 */
export async function loadPage(pathname: string, locale: string): Promise<void> {
  await Promise.all(pagesOf(pathname).map((page) => page.preload(locale)));
}

/** The route table, for the browser's router (main.tsx) and the build's prerender (prerender.tsx). */
export const routes: RouteObject[] = [
  {
    element: <AppLayout account={<HeaderAccount />} />,
    errorElement: <RouteError />,
    children: [
      ...routesOf(MAIN_LAYOUT_ROUTES, MAIN_PAGES),
      { path: "*", element: <NotFoundPage />, handle: { title: msg`Page not found` } satisfies RouteHandle },
    ],
  },
  {
    element: <AuthLayout />,
    errorElement: <RouteError />,
    children: routesOf(AUTH_LAYOUT_ROUTES, AUTH_PAGES),
  },
];
