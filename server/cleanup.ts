import { deleteStaleEmailTokens } from "./auth/emailTokens";
import { deleteExpiredSignInTickets } from "./auth/signInTickets";
import type { Db } from "./db";
import { deleteExpiredFiles, deleteExpiredHistory } from "./files/retention";
import { deleteExpiredRateLimits } from "./http/rateLimit";
import type { Logger } from "./logger";
import { deleteExpiredOAuthStates } from "./oauth/states";
import { deleteGoneProcesses } from "./processes";
import { deleteEndedSessions } from "./sessions/repository";
import { clearExpiredEmailChanges } from "./users/repository";

const DAY_MS = 86_400_000;
/** Ended sessions are kept this long: a sign-in's new-device check (commands/signIn.ts) reads them. */
export const ENDED_SESSIONS_KEPT_MS = 90 * DAY_MS;
/** Expired or spent link tokens are kept this long, so a late click is told why its link no longer works. */
export const STALE_EMAIL_TOKENS_KEPT_MS = 30 * DAY_MS;

const before = (now: Date, ms: number) => new Date(now.getTime() - ms);

/** Every kind of row that runs out, and how it is deleted at `now`; each returns how many rows went. */
const TASKS: readonly { what: string; run: (db: Db, now: Date) => Promise<number> }[] = [
  { what: "expired files", run: (db, now) => deleteExpiredFiles(db, now.toISOString()) },
  { what: "expired history", run: deleteExpiredHistory },
  { what: "expired OAuth states", run: deleteExpiredOAuthStates },
  { what: "expired sign-in tickets", run: deleteExpiredSignInTickets },
  { what: "expired email changes", run: clearExpiredEmailChanges },
  {
    what: "stale email tokens",
    run: (db, now) => deleteStaleEmailTokens(db, before(now, STALE_EMAIL_TOKENS_KEPT_MS)),
  },
  { what: "ended sessions", run: (db, now) => deleteEndedSessions(db, before(now, ENDED_SESSIONS_KEPT_MS)) },
  { what: "expired rate-limit counters", run: deleteExpiredRateLimits },
  { what: "gone server processes", run: deleteGoneProcesses },
];

/**
 * One pass of the periodic cleanup. A task that fails is logged and left for the next pass; the others still run.
 * Returns how many rows each task deleted.
 */
export async function runCleanup(
  deps: { db: Db; logger: Logger },
  now = new Date(),
): Promise<Record<string, number>> {
  const deleted: Record<string, number> = {};
  for (const task of TASKS) {
    try {
      const count = await task.run(deps.db, now);
      deleted[task.what] = count;
      if (count > 0) deps.logger.info({ count }, `${task.what} deleted`);
    } catch (err) {
      deps.logger.error({ err }, `cleanup of ${task.what} failed`);
    }
  }
  return deleted;
}

export interface Cleanup {
  /** No pass after this one; resolves once a pass under way has ended. */
  stop(): Promise<void>;
}

const CLEANUP_TASK = "cleanup";

/**
 * Claims the pass of `name` due at `now` for this process: true for one process only, however many share the
 * database and ask at once, and not again before nine tenths of `everyMs` (timers of different processes drift).
 * One conditional UPDATE of the task's row: PostgreSQL re-reads the condition of a row another transaction just
 * updated, SQLite writes one statement at a time, so two claimers cannot both see the old time.
 */
export async function claimPeriodicPass(
  db: Db,
  name: string,
  everyMs: number,
  now = Date.now(),
): Promise<boolean> {
  await db("periodic_tasks").insert({ name, last_started_at: 0 }).onConflict("name").ignore();
  const claimed = await db("periodic_tasks")
    .where({ name })
    .where("last_started_at", "<=", now - Math.floor(everyMs * 0.9))
    .update({ last_started_at: now });
  return claimed === 1;
}

/**
 * The server's one periodic cleanup: a pass at start, then one every `everyMs` unless the last is still running.
 * Every process runs the timer, and the pass runs in the one that claims it (`claimPeriodicPass`): N processes on
 * one database delete once per period, and the cleanup goes on while any of them lives.
 */
export function startCleanup(deps: { db: Db; logger: Logger }, everyMs = 3_600_000): Cleanup {
  let running: Promise<unknown> | undefined;
  const claimedPass = async () => {
    if (!(await claimPeriodicPass(deps.db, CLEANUP_TASK, everyMs))) return;
    deps.logger.info({ task: CLEANUP_TASK }, "cleanup pass started");
    await runCleanup(deps);
  };
  const pass = () => {
    running ??= claimedPass()
      .catch((err: unknown) => deps.logger.error({ err }, "cleanup pass not claimed"))
      .finally(() => {
        running = undefined;
      });
  };
  pass();
  const timer = setInterval(pass, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
