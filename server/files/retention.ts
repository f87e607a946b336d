import type { Db } from "../db";
import { nowIso } from "../db/values";
import type { Logger } from "../logger";
import { forgetDocument } from "./documents";
import { deleteFiles, findExpiredFileIds } from "./repository";

/** Deleting in slices keeps each write transaction short, so requests are not held behind a large sweep. */
const SLICE = 200;

/** Deletes every file whose retention date (DECISIONS.md: 30 days) has passed; returns how many. */
export async function deleteExpiredFiles(db: Db, now: string = nowIso()): Promise<number> {
  let deleted = 0;
  for (;;) {
    const ids = await findExpiredFileIds(db, now, SLICE);
    if (ids.length === 0) return deleted;
    await deleteFiles(db, ids);
    for (const id of ids) forgetDocument(id);
    deleted += ids.length;
  }
}

export interface RetentionSweep {
  stop(): void;
}

/** Sweeps at start and then every `everyMs`; a failed sweep is logged and retried at the next tick. */
export function startRetentionSweep(deps: { db: Db; logger: Logger }, everyMs = 3_600_000): RetentionSweep {
  const sweep = () =>
    deleteExpiredFiles(deps.db).then(
      (count) => count > 0 && deps.logger.info({ count }, "expired files deleted"),
      (err: unknown) => deps.logger.error({ err }, "retention sweep failed"),
    );
  void sweep();
  const timer = setInterval(sweep, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
