import { type RateLimitRule, type RateLimitStore, tooManyRequests } from "../http/rateLimit";
import { normalizeEmail } from "../users/repository";

/**
 * Failed password checks, counted in 15-minute windows: at most 10 for one account (so a password is not guessed
 * from many addresses) and 50 from one address (so many accounts are not tried from one). Successes cost nothing.
 * The account counter is keyed by the address typed, whether or not an account has it, so the 429 tells nothing.
 */
export const LOGIN_FAILURE_RULES = {
  account: { name: "login-failures-account", points: 10, durationSeconds: 15 * 60 },
  address: { name: "login-failures-address", points: 50, durationSeconds: 15 * 60 },
} as const satisfies Record<string, RateLimitRule>;

export interface LoginThrottle {
  /** Throws the 429 when either counter is spent; call before checking the password. */
  check(email: string, ip: string): Promise<void>;
  /** Counts a failed password or code. */
  fail(email: string, ip: string): Promise<void>;
}

export function loginThrottle(store: RateLimitStore): LoginThrottle {
  const keys = (email: string, ip: string) =>
    [
      [LOGIN_FAILURE_RULES.account, normalizeEmail(email)],
      [LOGIN_FAILURE_RULES.address, ip],
    ] as const;
  return {
    async check(email, ip) {
      for (const [rule, key] of keys(email, ip)) {
        const spent = await store.exhausted(rule, key);
        if (spent) throw tooManyRequests(spent.retryAfterMs);
      }
    },
    async fail(email, ip) {
      for (const [rule, key] of keys(email, ip)) await store.consume(rule, key);
    },
  };
}
