import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { createApp } from "./app";
import { startCleanup } from "./cleanup";
import { systemClock } from "./clock";
import { loadConfig } from "./config";
import { createDb, migrate } from "./db";
import { createAnalysisPool } from "./files/analysisPool";
import { documentCache } from "./files/documents";
import { memoryRateLimitStore } from "./http/rateLimit";
import { startJobWorker } from "./jobs/worker";
import { createLogger } from "./logger";
import { createMailer } from "./mail/mailer";
import { startJobMails } from "./notifications/jobMails";
import { quotaHint } from "./providers/quotaHint";
import { createProviders } from "./providers/registry";
import { databaseSessions } from "./sessions/verifier";
import { startWebhookQueue } from "./webhooks/queue";

/** Process start: migrate, serve the API and the client, run the job worker; stop all of it on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config);
  const db = createDb(config);
  await migrate(db);
  const analysis = createAnalysisPool(config.analysis);
  const deps = {
    db,
    config,
    logger,
    providers: createProviders(config),
    sessions: databaseSessions(db),
    rateLimits: memoryRateLimitStore(),
    clock: systemClock,
    mailer: createMailer(config, logger),
    analysis,
    documents: documentCache(analysis, config.analysis.cacheBytes),
  };
  const server = createApp(deps).listen(config.port);
  await once(server, "listening");
  const worker = startJobWorker(deps);
  const stopJobMails = startJobMails(deps);
  const webhooks = startWebhookQueue(deps);
  const cleanup = startCleanup(deps);
  const { port } = server.address() as AddressInfo;
  process.stdout.write(`Polysub is running at http://localhost:${port}\n${quotaHint(config)}\n`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      // A second Ctrl-C means "now": do not wait for running batches.
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal }, "shutting down");
    const cleanupStopped = cleanup.stop();
    const closed = new Promise((resolve) => server.close(resolve));
    server.closeIdleConnections();
    // The worker hands its leases back, so a restarted server resumes the jobs at once.
    await worker.stop();
    stopJobMails();
    await webhooks.stop();
    deps.mailer.close();
    await closed;
    await cleanupStopped;
    await analysis.close();
    await db.destroy();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}

main().catch((err: NodeJS.ErrnoException) => {
  const hint = err.code === "EADDRINUSE" ? ` (port in use: set PORT to another one)` : "";
  process.stderr.write(`Polysub could not start${hint}: ${err.stack ?? err.message}\n`);
  process.exit(1);
});
