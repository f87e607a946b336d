import { once } from "node:events";
import type { AddressInfo } from "node:net";
import pino from "pino";
import { createApp } from "./app";
import { importAvatarFiles } from "./avatars/store";
import { startCleanup } from "./cleanup";
import { systemClock } from "./clock";
import { loadConfig } from "./config";
import { createDb, migrate } from "./db";
import { createAnalysisPool } from "./files/analysisPool";
import { documentCache } from "./files/documents";
import { rateLimitStoreFor } from "./http/rateLimit";
import { startCrossProcessSignals } from "./jobs/crossProcessSignals";
import { startJobWorker } from "./jobs/worker";
import { createLogger } from "./logger";
import { createMailer } from "./mail/mailer";
import { startJobMails } from "./notifications/jobMails";
import { startHeartbeat } from "./processes";
import { quotaHint } from "./providers/quotaHint";
import { createProviders } from "./providers/registry";
import { databaseSessions } from "./sessions/verifier";
import { startWebhookQueue } from "./webhooks/queue";

/** Log lines beyond this many bytes waiting for a stdout nobody reads are dropped. */
const LOG_BUFFER_BYTES = 8 * 1024 * 1024;

/**
 * Process start: migrate, serve the API and the client, run the job worker; stop all of it on SIGINT/SIGTERM within
 * SHUTDOWN_GRACE_MS, and at once on a second signal.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  // Asynchronous: a synchronous write to a stdout pipe whose reader stopped reading sleeps until it drains, and a
  // process asleep there hears no SIGTERM (it used to outlive its parent until SIGKILL).
  const logger = createLogger(
    config,
    pino.destination({ dest: 1, sync: false, maxLength: LOG_BUFFER_BYTES }),
  );
  const db = createDb(config);
  await migrate(db);
  if (!config.mail.smtpUrl)
    // Nobody receives these mails, and each process writes them to its own disk.
    logger.warn("SMTP_URL is not set: mails are written to DATA_DIR/outbox/, not sent (development only)");
  const moved = await importAvatarFiles(db, config.dataDir);
  if (moved > 0) logger.info({ count: moved }, "avatar files moved into the database");
  const analysis = createAnalysisPool(config.analysis);
  const rateLimits = rateLimitStoreFor(db, config.rateLimitFactor);
  const deps = {
    db,
    config,
    logger,
    providers: createProviders(config, {}, rateLimits),
    sessions: databaseSessions(db),
    rateLimits,
    clock: systemClock,
    mailer: createMailer(config, logger),
    analysis,
    documents: documentCache(analysis, config.analysis.cacheBytes),
  };
  const server = createApp(deps).listen(config.port);
  await once(server, "listening");
  const signals = startCrossProcessSignals(db, logger);
  const worker = startJobWorker(deps);
  const heartbeat = startHeartbeat(deps, worker.owner);
  const stopJobMails = startJobMails(deps);
  const webhooks = startWebhookQueue(deps);
  const cleanup = startCleanup(deps);
  const { port } = server.address() as AddressInfo;
  process.stdout.write(`Polysub is running at http://localhost:${port}\n${quotaHint(config)}\n`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      // A second signal means "now": do not wait for running batches.
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal, graceMs: config.shutdownGraceMs }, "shutting down");
    // Whatever hangs (a request that never ends, a database that does not answer), the process ends in time.
    setTimeout(() => {
      logger.error("shutdown grace period over: exiting with work unfinished");
      process.exit(1);
    }, config.shutdownGraceMs).unref();
    const cleanupStopped = cleanup.stop();
    const closed = new Promise((resolve) => server.close(resolve));
    server.closeIdleConnections();
    // The worker stores the batches in flight, or abandons them a quarter of the grace before its end, and hands
    // its leases back, so another process (or this one restarted) resumes the jobs at once.
    await worker.stop({ graceMs: Math.floor(config.shutdownGraceMs * 0.75) });
    await signals.stop();
    await heartbeat.stop();
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
