import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createApp } from "@server/app";
import { type Clock, systemClock } from "@server/clock";
import { type Config, type Env, loadConfig } from "@server/config";
import { createDb, type Db, migrate } from "@server/db";
import type { AppDeps } from "@server/deps";
import { createAnalysisPool } from "@server/files/analysisPool";
import { documentCache } from "@server/files/documents";
import { rateLimitStoreFor } from "@server/http/rateLimit";
import { createLogger } from "@server/logger";
import { createMailer } from "@server/mail/mailer";
import { createRegistry, type ProviderRegistry } from "@server/providers/registry";
import { databaseSessions } from "@server/sessions/verifier";
import type { DestinationStream } from "pino";
import { createTestDatabase, type TestDatabase } from "./database";

export interface TestServerOptions {
  /** Environment the config is loaded from (DATA_DIR is always a fresh temp directory). */
  env?: Env;
  /** Fields to replace after loading, e.g. a small `maxUploadBytes`. */
  config?: Partial<Config>;
  /** Default: no provider at all, so nothing reaches the network. Pass a function to build it from the config. */
  providers?: ProviderRegistry | ((config: Config) => ProviderRegistry);
  /** The server's quota clock (real time by default). */
  clock?: Clock;
  /** Where the server's log lines go (with env LOG_LEVEL), for tests that read them. */
  logTo?: DestinationStream;
}

export interface TestServer {
  /** Base URL of the API, e.g. http://127.0.0.1:41234/api/v1 */
  url: string;
  origin: string;
  db: Db;
  config: Config;
  deps: AppDeps;
  /**
   * What a server restart does: closes this app and its connections (keeping the database and its data) and starts
   * a new app on them, with the same providers and clock. The returned server's close() cleans up everything.
   */
  restart(): Promise<TestServer>;
  close(): Promise<void>;
}

/**
 * The real app on an ephemeral port, on its own SQLite file in a temp directory (or its own PostgreSQL database
 * with TEST_DATABASE_URL), migrated.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "polysub-test-"));
  return startOn(dataDir, await createTestDatabase(), options);
}

async function startOn(
  dataDir: string,
  database: TestDatabase,
  options: TestServerOptions,
): Promise<TestServer> {
  const config: Config = {
    ...loadConfig({
      LOG_LEVEL: "silent",
      PUBLIC_DIR: path.join(dataDir, "no-client"),
      ...options.env,
      DATA_DIR: dataDir,
    }),
    databaseUrl: database.databaseUrl,
    ...options.config,
  };
  const db = createDb(config);
  await migrate(db);
  const logger = createLogger(config, options.logTo);
  const analysis = createAnalysisPool(config.analysis);
  const deps: AppDeps = {
    db,
    config,
    logger,
    providers:
      typeof options.providers === "function"
        ? options.providers(config)
        : (options.providers ?? createRegistry([])),
    sessions: databaseSessions(db),
    rateLimits: rateLimitStoreFor(db),
    clock: options.clock ?? systemClock,
    // Without SMTP_URL in `env`, mails are written to DATA_DIR/outbox/ (test/helpers/outbox.ts reads them).
    mailer: createMailer(config, logger),
    analysis,
    documents: documentCache(analysis, config.analysis.cacheBytes),
  };
  const server = await listen(createApp(deps).callback());
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const stop = async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    deps.mailer.close();
    await analysis.close();
    await db.destroy();
  };
  return {
    url: `${origin}/api/v1`,
    origin,
    db,
    config,
    deps,
    async restart() {
      await stop();
      return startOn(dataDir, database, { ...options, providers: deps.providers, config });
    },
    async close() {
      await stop();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function listen(handler: RequestListener): Promise<Server> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return server;
}
