/**
 * The app pages mails link to, under APP_URL. The client routes them: /verify-email, the reset-password screen,
 * /confirm-email (both links of an email change) and /confirm-account (a deletion or two-factor, by `action`)
 * read `token`; /profile opens the section named in `section`.
 */
export function appLinks(appUrl: string) {
  const base = appUrl.replace(/\/+$/, "");
  const withToken = (path: string, token: string) => `${base}${path}?token=${encodeURIComponent(token)}`;
  return {
    verifyEmail: (token: string) => withToken("/verify-email", token),
    resetPassword: (token: string) => withToken("/reset-password", token),
    forgotPassword: `${base}/forgot-password`,
    confirmEmailChange: (token: string) => withToken("/confirm-email", token),
    confirmAccountAction: (action: "delete" | "two_factor", token: string) =>
      `${withToken("/confirm-account", token)}&action=${action}`,
    security: `${base}/profile?section=security`,
    notifications: `${base}/profile?section=notifications`,
    job: (jobId: string) => `${base}/history?job=${encodeURIComponent(jobId)}`,
    pricing: `${base}/pricing`,
  };
}

export type AppLinks = ReturnType<typeof appLinks>;
