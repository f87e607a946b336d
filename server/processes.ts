import type { Db } from "./db";
import type { Logger } from "./logger";

/** How often each server process writes that it is alive, and how long /health/detailed still counts it. */
export const HEARTBEAT_MS = 10_000;
export const SEEN_RECENTLY_MS = 3 * HEARTBEAT_MS;
/** A process not heard from for this long is gone; the cleanup deletes its row. */
const GONE_AFTER_MS = 86_400_000;

export interface Heartbeat {
  /** This process's id (the job worker's lease owner id: host, pid and a random part). */
  readonly id: string;
  /** No beat after this one; the process's row is deleted (it stopped cleanly). */
  stop(): Promise<void>;
}

/**
 * Writes this process's row of server_processes now and every HEARTBEAT_MS, so any process can tell how many serve
 * the database (a process killed outright stops beating and drops out of the count after SEEN_RECENTLY_MS).
 */
export function startHeartbeat(deps: { db: Db; logger: Logger }, id: string): Heartbeat {
  const startedAt = new Date().toISOString();
  const beat = () =>
    deps
      .db("server_processes")
      .insert({ id, started_at: startedAt, seen_at: Date.now() })
      .onConflict("id")
      .merge(["seen_at"])
      .catch((err: unknown) => deps.logger.warn({ err }, "heartbeat not written"));
  let last = beat();
  const timer = setInterval(() => {
    last = beat();
  }, HEARTBEAT_MS);
  timer.unref();
  return {
    id,
    async stop() {
      clearInterval(timer);
      await last;
      await deps
        .db("server_processes")
        .where({ id })
        .delete()
        .catch(() => {});
    },
  };
}

/** Server processes that beat within SEEN_RECENTLY_MS of `now`. */
export async function countLiveProcesses(db: Db, now = Date.now()): Promise<number> {
  const [row] = await db("server_processes")
    .where("seen_at", ">=", now - SEEN_RECENTLY_MS)
    .count({ n: "*" });
  return Number(row?.n ?? 0);
}

/** Deletes the rows of processes gone for a day; returns how many went. */
export async function deleteGoneProcesses(db: Db, now: Date): Promise<number> {
  return db("server_processes")
    .where("seen_at", "<", now.getTime() - GONE_AFTER_MS)
    .delete();
}
