import { accountRouter } from "./account";
import { apiKeysRouter } from "./apiKeys";
import { credentialsRouter } from "./credentials";
import { emailLinksRouter } from "./emailLinks";
import { passwordRouter } from "./password";
import { profileRouter } from "./profile";
import { sessionsRouter } from "./sessions";
import { twoFactorRouter } from "./twoFactor";

/** The /auth calls of spec section 7 (and the avatar files), one router per group. */
export const authRouters = [
  credentialsRouter,
  sessionsRouter,
  emailLinksRouter,
  passwordRouter,
  twoFactorRouter,
  profileRouter,
  accountRouter,
  apiKeysRouter,
];
