import type { Clock } from "./clock";
import type { Config } from "./config";
import type { Db } from "./db";
import type { AnalysisPool } from "./files/analysisPool";
import type { DocumentCache } from "./files/documents";
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
  /** Bearer tokens → sessions (`databaseSessions(db)`). */
  sessions: SessionVerifier;
  /** The rate-limit step's counters. */
  rateLimits: RateLimitStore;
  /** The time provider quotas and waiting jobs are read in (systemClock outside tests). */
  clock: Clock;
  /** SMTP, or the DATA_DIR/outbox/ of the embedded default. */
  mailer: Mailer;
  /** The worker threads that parse and summarise files; closed on shutdown. */
  analysis: AnalysisPool;
  /** Parsed documents of recently read files, bounded in bytes. */
  documents: DocumentCache;
}
