import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createApp } from "../../server/app";
import { type Config, type Env, loadConfig } from "../../server/config";
import { createDb, type Db, migrate } from "../../server/db";
import type { AppDeps } from "../../server/deps";
import { noSessions } from "../../server/http/authenticate";
import { memoryRateLimitStore } from "../../server/http/rateLimit";
import { createLogger } from "../../server/logger";
import { createMailer } from "../../server/mail/mailer";
import { createRegistry, type ProviderRegistry } from "../../server/providers/registry";
import { createTestDatabase } from "./database";

export interface TestServerOptions {
  /** Environment the config is loaded from (DATA_DIR is always a fresh temp directory). */
  env?: Env;
  /** Fields to replace after loading, e.g. a small `maxUploadBytes`. */
  config?: Partial<Config>;
  /** Default: no provider at all, so nothing reaches the network. Pass a function to build it from the config. */
  providers?: ProviderRegistry | ((config: Config) => ProviderRegistry);
}

export interface TestServer {
  /** Base URL of the API, e.g. http://127.0.0.1:41234/api/v1 */
  url: string;
  origin: string;
  db: Db;
  config: Config;
  deps: AppDeps;
  close(): Promise<void>;
}

/**
 * The real app on an ephemeral port, on its own SQLite file in a temp directory (or its own PostgreSQL database
 * with TEST_DATABASE_URL), migrated.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "polysub-test-"));
  const database = await createTestDatabase();
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
  const logger = createLogger(config);
  const deps: AppDeps = {
    db,
    config,
    logger,
    providers:
      typeof options.providers === "function"
        ? options.providers(config)
        : (options.providers ?? createRegistry([])),
    sessions: noSessions,
    rateLimits: memoryRateLimitStore(),
    mailer: createMailer(config, logger),
  };
  const server = await listen(createApp(deps).callback());
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${origin}/api/v1`,
    origin,
    db,
    config,
    deps,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.destroy();
      deps.mailer.close();
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
