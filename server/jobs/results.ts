import type { ServiceId } from "../providers/types";
import type { DistinctText, TranslationPlan } from "./plan";
import type { JobProgress } from "./repository";
import type { StoredSegment } from "./store";

/** A write found the job no longer this worker's (cancelled or taken over): nothing was stored. */
export class LeaseLostError extends Error {}

interface Waiting {
  rows: StoredSegment[];
  resolve(): void;
  reject(error: unknown): void;
}

/**
 * The translations a job has stored and the progress they make. Batches that finish while a write is under way
 * are stored together in the next one: one transaction per batch would block the event loop (SQLite writes are
 * synchronous) at the moment the next requests should leave. Writes run one after the other, so progress only
 * moves forward.
 */
export class JobResults {
  private readonly done = new Map<string, StoredSegment>();
  private readonly byHash: Map<string, DistinctText>;
  private processed: number;
  /** Segments each cue still waits for. */
  private readonly waitingFor: Map<number, number>;
  private readonly used: Partial<Record<ServiceId, number>> = {};
  private waiting: Waiting[] = [];
  private writing = false;
  private lost = false;

  constructor(
    private readonly plan: TranslationPlan,
    stored: readonly StoredSegment[],
    private readonly write: (rows: StoredSegment[], progress: JobProgress) => Promise<boolean>,
  ) {
    this.byHash = new Map(plan.distinct.map((t) => [t.hash, t]));
    this.processed = plan.untranslatedCues;
    this.waitingFor = new Map(plan.segmentsPerCue);
    for (const row of stored) this.count(row);
  }

  has(hash: string): boolean {
    return this.done.has(hash);
  }

  progress(): JobProgress {
    const total = this.plan.totalCues;
    return {
      total_subtitles: total,
      processed_subtitles: this.processed,
      progress: total === 0 ? 100 : Math.round((this.processed / total) * 1000) / 10,
      services_used: { ...this.used },
    };
  }

  /** Resolves once the rows are committed; rejects with LeaseLostError when the job is no longer ours. */
  store(rows: StoredSegment[]): Promise<void> {
    if (this.lost) return Promise.reject(new LeaseLostError());
    return new Promise((resolve, reject) => {
      this.waiting.push({ rows, resolve, reject });
      if (!this.writing) void this.flush();
    });
  }

  private count(row: StoredSegment): void {
    const text = this.byHash.get(row.source_hash);
    if (!text || this.done.has(row.source_hash)) return;
    this.done.set(row.source_hash, row);
    // A cue sent in several segments (one per speaker or styled line) is processed with its last one, and counted
    // for the service that translated that one.
    for (const cue of text.cueIndexes) {
      const left = (this.waitingFor.get(cue) ?? 1) - 1;
      this.waitingFor.set(cue, left);
      if (left > 0) continue;
      this.processed++;
      this.used[row.service] = (this.used[row.service] ?? 0) + 1;
    }
  }

  private async flush(): Promise<void> {
    this.writing = true;
    while (this.waiting.length > 0) {
      const batch = this.waiting;
      this.waiting = [];
      const rows = batch.flatMap((w) => w.rows.filter((r) => !this.done.has(r.source_hash)));
      for (const row of rows) this.count(row);
      try {
        if (this.lost || !(await this.write(rows, this.progress()))) {
          this.lost = true;
          throw new LeaseLostError();
        }
        for (const w of batch) w.resolve();
      } catch (error) {
        for (const w of batch) w.reject(error);
      }
    }
    this.writing = false;
  }
}
