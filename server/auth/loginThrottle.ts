import { type RateLimitRule, type RateLimitStore, tooManyRequests } from "../http/rateLimit";
import { normalizeEmail } from "../users/repository";

/**
 * Failed password checks, counted in 15-minute windows: at most 10 for one account (so a password is not guessed
 * from many addresses) and 50 from one address (so many accounts are not tried from one). Successes cost nothing.
 * Each attempt takes a point before it is checked and a success gives it back (see `attempt`).
 * The account counter is keyed by the account's id, so it follows the account through an email change (and a
 * pending one); a sign-in for an address no account has is counted by the address typed, so the 429 tells nothing.
 */
export const LOGIN_FAILURE_RULES = {
  account: { name: "login-failures-account", points: 10, durationSeconds: 15 * 60 },
  address: { name: "login-failures-address", points: 50, durationSeconds: 15 * 60 },
} as const satisfies Record<string, RateLimitRule>;

/** Whose attempt it is: an account, or the address typed for a sign-in no account matches. */
export type ThrottledAccount = { id: string } | { email: string };

function accountKey(account: ThrottledAccount): string {
  return "id" in account ? `user:${account.id}` : `email:${normalizeEmail(account.email)}`;
}

export interface LoginThrottle {
  /**
   * Runs `verify` (a password or code check) as one attempt on `account` from `ip` and returns its answer. The
   * attempt takes its point from both counters before `verify` starts, so concurrent attempts cannot pass the
   * limits, and gives it back when `verify` answers true. Throws the 429 when either counter is spent.
   */
  attempt(account: ThrottledAccount, ip: string, verify: () => Promise<boolean>): Promise<boolean>;
}

export function loginThrottle(store: RateLimitStore): LoginThrottle {
  return {
    async attempt(account, ip, verify) {
      const counters: [RateLimitRule, string][] = [
        [LOGIN_FAILURE_RULES.account, accountKey(account)],
        [LOGIN_FAILURE_RULES.address, ip],
      ];
      const taken: [RateLimitRule, string][] = [];
      const giveBack = () => Promise.all(taken.map(([rule, key]) => store.refund(rule, key)));
      for (const counter of counters) {
        const refused = await store.consume(counter[0], counter[1]);
        taken.push(counter);
        if (refused) {
          // A refused attempt checks nothing, so it is no failure: the points it took (the store counts refusals
          // too) go back.
          await giveBack();
          throw tooManyRequests(refused.retryAfterMs);
        }
      }
      const ok = await verify();
      if (ok) await giveBack();
      return ok;
    },
  };
}
