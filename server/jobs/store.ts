import type { Knex } from "knex";
import type { ServiceId } from "../providers/types";
import { ownedJob } from "./queue";

export type JobStatus = "pending" | "in_progress" | "completed" | "failed" | "cancelled";

export interface JobRow {
  id: string;
  file_id: string;
  device_id: string | null;
  user_id: string | null;
  status: JobStatus;
  priority: number;
  source_language: string;
  target_language: string;
  service: ServiceId;
  context: string | null;
  genre: string | null;
  preserve_formatting: boolean | number;
  batch_size: number;
  total_subtitles: number;
  processed_subtitles: number;
  progress: number;
  error_message: string | null;
  services_used: string;
  lease_owner: string | null;
  lease_expires_at: number | string | null;
  attempts: number;
  created_at: string;
  started_at: string | null;
  completed_at: string | null;
  updated_at: string;
}

export interface StoredSegment {
  idx: number;
  source_hash: string;
  source_text: string;
  translated_text: string;
  service: ServiceId;
  /** "translated" by a provider during this job, or "cached" (taken from the translation cache). */
  status: "translated" | "cached";
  /** The service dropped or moved formatting tags: the export repairs them (SQLite reads it back as 0/1). */
  repaired: boolean | number;
}

export interface JobProgress {
  /** Cues of the parsed file (the upload's count, confirmed by the runner's own parse). */
  total_subtitles: number;
  processed_subtitles: number;
  progress: number;
  services_used: Partial<Record<ServiceId, number>>;
}

// Rows per INSERT: keeps every statement under SQLite's bound-parameter limit.
const INSERT_CHUNK = 100;

export async function loadJob(db: Knex, jobId: string): Promise<JobRow | undefined> {
  return db<JobRow>("translation_jobs").where({ id: jobId }).first();
}

export async function loadSegments(db: Knex, jobId: string): Promise<StoredSegment[]> {
  return db("job_segments")
    .select("idx", "source_hash", "source_text", "translated_text", "service", "status", "repaired")
    .where({ job_id: jobId })
    .orderBy("idx");
}

export async function lookupCache(
  db: Knex,
  key: { service: ServiceId; sourceLanguage: string; targetLanguage: string },
  hashes: string[],
): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const pair = {
    service: key.service,
    source_language: key.sourceLanguage,
    target_language: key.targetLanguage,
  };
  // A pair never translated before (the common first run) costs one indexed probe instead of the IN lists.
  if (hashes.length === 0 || !(await db("translation_cache").select("source_hash").where(pair).first()))
    return found;
  for (let i = 0; i < hashes.length; i += 500) {
    const rows: { source_hash: string; translated_text: string }[] = await db("translation_cache")
      .select("source_hash", "translated_text")
      .where(pair)
      .whereIn("source_hash", hashes.slice(i, i + 500));
    for (const row of rows) found.set(row.source_hash, row.translated_text);
  }
  return found;
}

/**
 * Stores finished batches and the job's new progress in one transaction. Writes nothing and returns false when
 * the job is no longer this worker's to run (cancelled, or its lease was taken over), so a batch is never stored
 * twice and a cancelled job never moves again.
 */
export async function commitBatch(
  db: Knex,
  args: {
    jobId: string;
    owner: string;
    leaseMs: number;
    segments: StoredSegment[];
    progress: JobProgress;
    /** The job's language pair: rows a provider translated go to the cache under it. */
    pair: { sourceLanguage: string; targetLanguage: string };
  },
): Promise<boolean> {
  return db.transaction(async (trx) => {
    const now = new Date();
    const updated = await ownedJob(trx, args.jobId, args.owner).update({
      total_subtitles: args.progress.total_subtitles,
      processed_subtitles: args.progress.processed_subtitles,
      progress: args.progress.progress,
      services_used: JSON.stringify(args.progress.services_used),
      lease_expires_at: now.getTime() + args.leaseMs,
      updated_at: now.toISOString(),
    });
    if (updated !== 1) return false;
    const rows = args.segments.map((s) => ({ job_id: args.jobId, ...s }));
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      await trx("job_segments").insert(rows.slice(i, i + INSERT_CHUNK));
    }
    const cacheRows = args.segments
      .filter((s) => s.status === "translated")
      .map((s) => ({
        service: s.service,
        source_language: args.pair.sourceLanguage,
        target_language: args.pair.targetLanguage,
        source_hash: s.source_hash,
        source_text: s.source_text,
        translated_text: s.translated_text,
        created_at: now.toISOString(),
      }));
    for (let i = 0; i < cacheRows.length; i += INSERT_CHUNK) {
      await trx("translation_cache")
        .insert(cacheRows.slice(i, i + INSERT_CHUNK))
        .onConflict(["service", "source_language", "target_language", "source_hash"])
        .ignore();
    }
    return true;
  });
}

/** Moves a job this worker owns to a final status; false when it was cancelled or taken over meanwhile. */
export async function finishJob(
  db: Knex,
  jobId: string,
  owner: string,
  patch: { status: "completed" | "failed"; error_message?: string; progress?: JobProgress },
): Promise<boolean> {
  const now = new Date().toISOString();
  const updated = await ownedJob(db, jobId, owner).update({
    status: patch.status,
    error_message: patch.error_message ?? null,
    ...(patch.progress && {
      total_subtitles: patch.progress.total_subtitles,
      processed_subtitles: patch.progress.processed_subtitles,
      progress: patch.progress.progress,
      services_used: JSON.stringify(patch.progress.services_used),
    }),
    completed_at: now,
    lease_owner: null,
    lease_expires_at: null,
    updated_at: now,
  });
  return updated === 1;
}
