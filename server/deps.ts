import type { Config } from "./config";
import type { Db } from "./db";
import type { SessionVerifier } from "./http/authenticate";
import type { RateLimitStore } from "./http/rateLimit";
import type { Logger } from "./logger";
import type { Mailer } from "./mail/mailer";
import type { ProviderRegistry } from "./providers/registry";

/** What the app and its routers are built from (main.ts in production, test/helpers/server.ts in tests). */
export interface AppDeps {
  db: Db;
  config: Config;
  logger: Logger;
  providers: ProviderRegistry;
  /** Bearer tokens → sessions; `noSessions` until the accounts issue brings real ones. */
  sessions: SessionVerifier;
  /** The rate-limit step's counters. */
  rateLimits: RateLimitStore;
  /** SMTP, or the DATA_DIR/outbox/ folder by default. */
  mailer: Mailer;
}
