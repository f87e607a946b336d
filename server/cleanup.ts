import { deleteStaleEmailTokens } from "./auth/emailTokens";
import { deleteExpiredSignInTickets } from "./auth/signInTickets";
import type { Db } from "./db";
import { deleteExpiredFiles, deleteExpiredHistory } from "./files/retention";
import type { Logger } from "./logger";
import { deleteExpiredOAuthStates } from "./oauth/states";
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

/** The server's one periodic cleanup: a pass at start, then one every `everyMs` unless the last is still running. */
export function startCleanup(deps: { db: Db; logger: Logger }, everyMs = 3_600_000): Cleanup {
  let running: Promise<unknown> | undefined;
  const pass = () => {
    running ??= runCleanup(deps).finally(() => {
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
