import type { JobNotice } from "@shared/api/translate";
import { ACTIVE_JOB_STATUSES, type JobStatus } from "@shared/catalog";
import { ErrorCode } from "@shared/errors";
import type { PlanId } from "@shared/plans";
import type { Knex } from "knex";
import type { Db } from "../db";
import { exclusiveWrite } from "../db/exclusive";
import { nowIso } from "../db/values";
import { AppError } from "../errors";
import { type Owner, owns } from "../policies/owner";
import type { ServiceId } from "../providers/types";
import { ARCHIVED_JOB_COLUMNS, type ArchivedJob, archiveJobs } from "../usage/archive";
import { JOB_FACT_COLUMNS, type JobFacts } from "../usage/jobFacts";
import { jobSignals } from "./signals";

/**
 * The one home of the `translation_jobs` table: the requests' reads, the commands' writes and the worker's queue.
 *
 * The queue lives in this table: a worker owns a job through a lease (owner + expiry) that it renews while running.
 * Claiming is one conditional UPDATE per candidate, so two processes racing for the same row cannot both win: on
 * SQLite writes are serialised, on PostgreSQL the second UPDATE re-evaluates its WHERE after the first commits and
 * matches nothing. Two claims of different rows of one owner are serialised per owner (`exclusiveWrite`), so
 * the plan's parallel-job limit holds across processes too. (A `SELECT … FOR UPDATE SKIP LOCKED` would avoid the
 * wasted attempts under heavy contention on PostgreSQL; the lease is still needed for crash recovery, so it stays
 * the one mechanism.)
 */

/** The catalog's statuses that are not terminal: queued or running. */
export const RUNNABLE_STATUSES = ACTIVE_JOB_STATUSES;

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
  /** The job translates its file's rolling captions collapsed (jobs/source.ts). */
  collapse_rolling: boolean | number;
  /** Sentences that run over several cues are translated as one text (shared/subtitles/sentences.ts). */
  sentence_aware: boolean | number;
  /** Where the job's end is POSTed (server/webhooks/), for an account's job. */
  callback_url: string | null;
  /** Cues over the reading speed are shortened by the LLM service after translation (jobs/shorten.ts). */
  keep_reading_speed: boolean | number;
  /** Issue 39: the series named at start, the terms the job uses (JSON of GlossaryTerm[], its series' and inline
   * ones merged), "translate" for lyrics, "keep" for sound descriptions, and JSON of a formality per speaker. */
  series: string | null;
  glossary: string | null;
  lyrics: string | null;
  sound_descriptions: string | null;
  speaker_formality: string | null;
  total_subtitles: number;
  processed_subtitles: number;
  progress: number;
  error_message: string | null;
  error_code: string | null;
  error_detail: string | null;
  error_service: ServiceId | null;
  /** JSON of a JobNotice while the job waits. */
  notice: string | null;
  /** Epoch ms (the server clock's) before which the job is not claimed. */
  resume_at: number | string | null;
  services_used: string;
  /** The services the owner's plan allowed at start, comma-separated; null (older jobs) means the free plan's. */
  allowed_services: string | null;
  /** Jobs of this owner that may run at once; null means no limit. */
  max_parallel: number | null;
  lease_owner: string | null;
  lease_expires_at: number | string | null;
  attempts: number;
  created_at: string;
  started_at: string | null;
  completed_at: string | null;
  updated_at: string;
}

/** What the owner's plan decides about a job in the queue, set each time it is queued (a start, a retry). */
export type QueueFacts = Pick<JobRow, "priority" | "allowed_services" | "max_parallel">;

/** A job with its file's name, as the presenter needs it. */
export interface JobView extends JobRow {
  original_filename: string;
}

/** What the job's progress columns hold while it runs and once it is done. */
export interface JobProgress {
  /** Cues of the parsed file (the upload's count, confirmed by the runner's own parse). */
  total_subtitles: number;
  processed_subtitles: number;
  progress: number;
  services_used: Partial<Record<ServiceId, number>>;
}

// --- requests and commands ---

/** A new pending job; `trx` is the command's transaction, where the plans issue spends the quota too. */
export async function insertJob(
  trx: Knex.Transaction,
  job: Omit<
    JobRow,
    | "error_message"
    | "error_code"
    | "error_detail"
    | "error_service"
    | "notice"
    | "resume_at"
    | "lease_owner"
    | "lease_expires_at"
    | "started_at"
    | "completed_at"
  >,
): Promise<void> {
  await trx("translation_jobs").insert(job);
}

export async function findJob(db: Db, id: string): Promise<JobView | undefined> {
  return db("translation_jobs as j")
    .join("files as f", "f.id", "j.file_id")
    .select("j.*", "f.filename as original_filename")
    .where("j.id", id)
    .first();
}

/** The job when the caller owns it; any other case is a 404, so another device's job is not revealed. */
export async function findOwnedJob(db: Db, owner: Owner, id: string): Promise<JobView> {
  const job = await findJob(db, id);
  if (!job || !owns(owner, job)) {
    throw new AppError(ErrorCode.notFound, "Translation job not found");
  }
  return job;
}

/** Restricts a query to the caller's jobs, as `owns` (server/policies/owner.ts) decides for one row. */
function ownedBy(query: Knex.QueryBuilder, owner: Owner, prefix = ""): Knex.QueryBuilder {
  return owner.userId !== null
    ? query.where(`${prefix}user_id`, owner.userId)
    : query.where(`${prefix}device_id`, owner.deviceId).whereNull(`${prefix}user_id`);
}

/** One page of the caller's jobs, newest first, and how many there are in all. */
export async function listOwnedJobs(
  db: Db,
  owner: Owner,
  limit: number,
  offset: number,
): Promise<{ jobs: JobView[]; total: number }> {
  const mine = (query: Knex.QueryBuilder) => ownedBy(query, owner, "j.");
  const [count] = await mine(db("translation_jobs as j")).count({ n: "*" });
  const jobs: JobView[] = await mine(
    db("translation_jobs as j")
      .join("files as f", "f.id", "j.file_id")
      .select("j.*", "f.filename as original_filename"),
  )
    .orderBy([
      { column: "j.created_at", order: "desc" },
      { column: "j.id", order: "desc" },
    ])
    .limit(limit)
    .offset(offset);
  return { jobs, total: Number(count?.n ?? 0) };
}

/** A job's end as a webhook tells it (server/webhooks/queue.ts). */
export type EndedJob = Pick<
  JobRow,
  | "id"
  | "user_id"
  | "status"
  | "file_id"
  | "target_language"
  | "services_used"
  | "error_code"
  | "callback_url"
> & { completed_at: unknown };

/** Jobs of accounts with a callback_url that ended at `sinceIso` or later. */
export async function endedJobsWithCallback(db: Db, sinceIso: string): Promise<EndedJob[]> {
  return db("translation_jobs")
    .whereNotNull("callback_url")
    .whereNotNull("user_id")
    .whereIn("status", ["completed", "failed", "cancelled"])
    .where("completed_at", ">=", sinceIso)
    .select(
      "id",
      "user_id",
      "status",
      "file_id",
      "target_language",
      "services_used",
      "error_code",
      "callback_url",
      "completed_at",
    );
}

/** Cancels the job while it is still runnable; false when it had already reached a final status. */
export async function cancelRunnableJob(db: Db, jobId: string): Promise<boolean> {
  const now = nowIso();
  const updated = await db("translation_jobs")
    .where({ id: jobId })
    .whereIn("status", RUNNABLE_STATUSES)
    .update({
      status: "cancelled",
      lease_owner: null,
      lease_expires_at: null,
      completed_at: now,
      updated_at: now,
    });
  return updated === 1;
}

/** Failed or cancelled jobs may run again: the same job, with the translations it stored kept. */
export const RETRYABLE_STATUSES: readonly JobStatus[] = ["failed", "cancelled"];

/**
 * Puts an ended job back in the queue with its plan's facts of now: its stored translations stay, so the runner
 * skips them and nothing already translated is sent again. False when it was not failed or cancelled any more.
 */
export async function requeueEndedJob(
  trx: Knex.Transaction,
  jobId: string,
  queue: QueueFacts,
  statuses: readonly JobStatus[] = RETRYABLE_STATUSES,
): Promise<boolean> {
  const updated = await trx("translation_jobs")
    .where({ id: jobId })
    .whereIn("status", statuses)
    .update({
      ...queue,
      status: "pending",
      error_message: null,
      error_code: null,
      error_detail: null,
      error_service: null,
      notice: null,
      resume_at: null,
      completed_at: null,
      lease_owner: null,
      lease_expires_at: null,
      attempts: 0,
      updated_at: nowIso(),
    });
  return updated === 1;
}

/** Deletes the caller's jobs (one, or all with `jobId` undefined) and, by cascade, their stored translations. */
export async function deleteOwnedJobs(db: Db, owner: Owner, jobId?: string): Promise<string[]> {
  return db.transaction(async (trx) => {
    const query = ownedBy(trx("translation_jobs").select("id"), owner);
    if (jobId !== undefined) query.where("id", jobId);
    const ids = ((await query) as { id: string }[]).map((row) => row.id);
    await deleteJobs(trx, ids);
    return ids;
  });
}

/**
 * The one way jobs are deleted (the user's history, retention, deleted files): their usage is archived first, in
 * the caller's transaction, so the account's usage figures outlive its history.
 */
export async function deleteJobs(trx: Knex.Transaction, ids: readonly string[]): Promise<void> {
  for (let i = 0; i < ids.length; i += 500) {
    const slice = ids.slice(i, i + 500);
    const jobs: ArchivedJob[] = await trx("translation_jobs")
      .whereIn("id", slice)
      .whereNotNull("user_id")
      .select(...ARCHIVED_JOB_COLUMNS);
    await archiveJobs(trx, jobs);
    await trx("translation_jobs").whereIn("id", slice).delete();
  }
}

/** Deletes the jobs of these files, archiving their usage (deleteJobs), before the files themselves go. */
export async function deleteJobsOfFiles(trx: Knex.Transaction, fileIds: readonly string[]): Promise<void> {
  const ids: string[] = await trx("translation_jobs").whereIn("file_id", fileIds).pluck("id");
  await deleteJobs(trx, ids);
}

/** Deletes every job of an account being deleted: nothing is archived, the account's usage goes with it. */
export async function deleteJobsOfUser(trx: Knex.Transaction, userId: string): Promise<void> {
  await trx("translation_jobs").where({ user_id: userId }).delete();
}

/** Gives the account the jobs its device made before signing in and no account has claimed; how many. */
export async function attachDeviceJobs(
  trx: Knex.Transaction,
  input: { deviceId: string; userId: string },
): Promise<number> {
  return trx("translation_jobs")
    .where({ device_id: input.deviceId })
    .whereNull("user_id")
    .update({ user_id: input.userId });
}

/** An account's jobs still stored, in the fields the usage figures read (usage/stats.ts). */
export async function jobFactsOfUser(db: Db, userId: string): Promise<JobFacts[]> {
  return db("translation_jobs")
    .where({ user_id: userId })
    .select(...JOB_FACT_COLUMNS);
}

/** A job retention may delete, with its owner's plan columns (null for a visitor's job). */
export interface HistoryCandidate {
  id: string;
  status: JobStatus;
  created_at: unknown;
  plan: PlanId | null;
  plan_until: unknown;
}

/**
 * One page of the jobs created before `before`, oldest first, after the keyset `after` (created_at, id): the
 * retention sweep's candidates with their owner's plan columns.
 */
export async function historyCandidates(
  db: Db,
  before: string,
  after: { created_at: string; id: string } | null,
  limit: number,
): Promise<HistoryCandidate[]> {
  const query = db("translation_jobs as j")
    .leftJoin("users as u", "u.id", "j.user_id")
    .where("j.created_at", "<", before)
    .select("j.id", "j.status", "j.created_at", "u.plan", "u.plan_until")
    .orderBy([
      { column: "j.created_at", order: "asc" },
      { column: "j.id", order: "asc" },
    ])
    .limit(limit);
  if (after) {
    const { created_at, id } = after;
    query.where((q) =>
      q
        .where("j.created_at", ">", created_at)
        .orWhere((q2) => q2.where("j.created_at", created_at).where("j.id", ">", id)),
    );
  }
  return query;
}

// --- the worker's queue ---

export interface LeaseOptions {
  owner: string;
  leaseMs: number;
  now?: number;
  /** The server clock's time, which a waiting job's resume_at is written in (defaults to `now`). */
  clockNow?: number;
  /**
   * Jobs the claiming worker still runs, not to be claimed again by it: a run stopped on its lost lease may still
   * be winding down, and a new claim under the same owner would let its last writes through beside the new run.
   */
  running?: readonly string[];
}

function leaseIsFree(qb: Knex.QueryBuilder, now: number): void {
  qb.whereNull("lease_owner").orWhere("lease_expires_at", "<", now);
}

/**
 * The job is leased by `owner` and the lease has not run out (it ends at lease_expires_at: not held at that very
 * millisecond, so a renewal can never start from an expired lease). What `ownerHasRoom` counts as running. An expired lease is not held, even before another worker claims the job:
 * its old worker may neither revive it (the owner's next job may already run in its place) nor write for it.
 */
function leaseIsHeld(qb: Knex.QueryBuilder, owner: string, now: number): void {
  qb.where({ lease_owner: owner }).where("lease_expires_at", ">", now);
}

/** A waiting job is left alone until its resume time. */
function isDue(qb: Knex.QueryBuilder, clockNow: number): void {
  qb.whereNull("resume_at").orWhere("resume_at", "<=", clockNow);
}

/**
 * Whether the job's owner still has room to run it: fewer live-leased jobs than the job's `max_parallel` (its
 * plan's parallel jobs). A raw condition on the outer `translation_jobs` row, so the candidates' SELECT and the
 * claiming UPDATE both read it; the UPDATE re-checks it at the moment it writes.
 */
function ownerHasRoom(db: Knex, now: number) {
  return db.raw(
    `(translation_jobs.max_parallel is null or translation_jobs.max_parallel > (
      select count(*) from translation_jobs as running
      where running.status = 'in_progress' and running.lease_owner is not null and running.lease_expires_at >= ?
        and running.id <> translation_jobs.id
        and ((translation_jobs.user_id is not null and running.user_id = translation_jobs.user_id)
          or (translation_jobs.user_id is null and running.user_id is null
            and running.device_id = translation_jobs.device_id))))`,
    [now],
  );
}

/** The owner whose running jobs `ownerHasRoom` counts: the account, or a visitor's device. */
function ownerKey(job: Pick<JobRow, "user_id" | "device_id">): string {
  return job.user_id !== null ? `claim:user:${job.user_id}` : `claim:device:${job.device_id}`;
}

/**
 * Claims up to `limit` runnable jobs, highest priority first (paid plans), then oldest, skipping jobs whose
 * owner already runs as many jobs as its plan allows (pro 3, others 1). Returns the ids claimed.
 */
export async function claimJobs(db: Knex, limit: number, opts: LeaseOptions): Promise<string[]> {
  if (limit <= 0) return [];
  const now = opts.now ?? Date.now();
  const clockNow = opts.clockNow ?? now;
  const candidates: Pick<JobRow, "id" | "user_id" | "device_id">[] = await db("translation_jobs")
    .select("id", "user_id", "device_id")
    .whereIn("status", RUNNABLE_STATUSES)
    .whereNotIn("id", opts.running ?? [])
    .where((qb) => leaseIsFree(qb, now))
    .where((qb) => isDue(qb, clockNow))
    .where(ownerHasRoom(db, now))
    .orderBy([
      { column: "priority", order: "desc" },
      { column: "created_at", order: "asc" },
      { column: "id", order: "asc" },
    ])
    .limit(limit * 4);
  const claimed: string[] = [];
  const iso = new Date(now).toISOString();
  for (const candidate of candidates) {
    if (claimed.length >= limit) break;
    // The owner's room is read by the UPDATE itself, one claim of that owner at a time in every process.
    const updated = await exclusiveWrite(db, ownerKey(candidate), (trx) =>
      trx("translation_jobs")
        .where({ id: candidate.id })
        .whereIn("status", RUNNABLE_STATUSES)
        .where((qb) => leaseIsFree(qb, now))
        .where((qb) => isDue(qb, clockNow))
        .where(ownerHasRoom(trx, now))
        .update({
          lease_owner: opts.owner,
          lease_expires_at: now + opts.leaseMs,
          status: "in_progress",
          started_at: trx.raw("coalesce(started_at, ?)", [iso]),
          attempts: trx.raw("attempts + 1"),
          updated_at: iso,
        }),
    );
    if (updated === 1) claimed.push(candidate.id);
  }
  return claimed;
}

/**
 * Extends a lease that still holds; false when the job is no longer ours to run (lease expired or taken over,
 * cancelled, finished).
 */
export async function renewLease(db: Knex, jobId: string, opts: LeaseOptions): Promise<boolean> {
  const now = opts.now ?? Date.now();
  const updated = await ownedJob(db, jobId, opts.owner, now).update({ lease_expires_at: now + opts.leaseMs });
  return updated === 1;
}

/** Gives a job back to the queue at once (graceful shutdown), keeping its stored results for the next worker. */
export async function releaseLease(db: Knex, jobId: string, owner: string): Promise<void> {
  await db("translation_jobs")
    .where({ id: jobId, lease_owner: owner })
    .update({ lease_owner: null, lease_expires_at: null });
}

/** A query on the job restricted to rows this worker still holds (a lease not run out) and may write. */
function ownedJob(
  db: Knex | Knex.Transaction,
  jobId: string,
  owner: string,
  now = Date.now(),
): Knex.QueryBuilder {
  return db("translation_jobs")
    .where({ id: jobId, status: "in_progress" })
    .where((qb) => leaseIsHeld(qb, owner, now));
}

/** The queue as an operator watches it: jobs waiting to be claimed, running under a live lease, the oldest waiting. */
export async function queueStats(
  db: Knex,
  now = Date.now(),
): Promise<{ pending: number; running: number; oldest_pending_at: string | null }> {
  const [pending] = await db("translation_jobs")
    .where({ status: "pending" })
    .select(db.raw("count(*) as n"), db.raw("min(created_at) as oldest"));
  const [running] = await db("translation_jobs")
    .where({ status: "in_progress" })
    .whereNotNull("lease_owner")
    .where("lease_expires_at", ">", now)
    .count({ n: "*" });
  return {
    pending: Number(pending?.n ?? 0),
    running: Number(running?.n ?? 0),
    // A timestamptz is a Date on PostgreSQL, the stored ISO text on SQLite.
    oldest_pending_at: pending?.oldest ? new Date(pending.oldest).toISOString() : null,
  };
}

export async function loadJob(db: Knex, jobId: string): Promise<JobRow | undefined> {
  return db<JobRow>("translation_jobs").where({ id: jobId }).first();
}

function progressColumns(progress: JobProgress) {
  return {
    total_subtitles: progress.total_subtitles,
    processed_subtitles: progress.processed_subtitles,
    progress: progress.progress,
    services_used: JSON.stringify(progress.services_used),
  };
}

/** Writes the progress of a job this worker owns and extends its lease; false when it is no longer ours. */
export async function saveProgress(
  trx: Knex | Knex.Transaction,
  args: { jobId: string; owner: string; leaseMs: number; progress: JobProgress; now: Date },
): Promise<boolean> {
  const updated = await ownedJob(trx, args.jobId, args.owner, args.now.getTime()).update({
    ...progressColumns(args.progress),
    // A stored batch means the services answer again: whatever the job waited for is over.
    notice: null,
    lease_expires_at: args.now.getTime() + args.leaseMs,
    updated_at: args.now.toISOString(),
  });
  return updated === 1;
}

/** Moves a job this worker owns to a final status; false when it was cancelled or taken over meanwhile. */
export async function finishJob(
  db: Knex,
  jobId: string,
  owner: string,
  patch: {
    status: "completed" | "failed";
    error?: { message: string; code: ErrorCode; detail: string | null; service?: ServiceId };
    progress?: JobProgress;
  },
  /** What the end settles (a refund), written in the same transaction: nobody sees one without the other. */
  settle?: (trx: Knex.Transaction) => Promise<void>,
): Promise<boolean> {
  const now = new Date().toISOString();
  const updated = await db.transaction(async (trx) => {
    const ended = await ownedJob(trx, jobId, owner).update({
      status: patch.status,
      error_message: patch.error?.message ?? null,
      error_code: patch.error?.code ?? null,
      error_detail: patch.error?.detail ?? null,
      error_service: patch.error?.service ?? null,
      notice: null,
      resume_at: null,
      ...(patch.progress && progressColumns(patch.progress)),
      completed_at: now,
      lease_owner: null,
      lease_expires_at: null,
      updated_at: now,
    });
    if (ended === 1 && settle) await settle(trx);
    return ended;
  });
  // Only the write that ended the job announces it, so its owner hears of it once.
  if (updated === 1) jobSignals.notifyFinished(jobId);
  return updated === 1;
}

/**
 * Puts a job this worker owns to sleep until `resumeAt` (server clock): it stays in progress with its notice, gives
 * its lease back, and any worker (after a restart too) claims it again once it is due. The claims so far are
 * forgotten, since the run ended cleanly.
 */
export async function waitJob(
  db: Knex,
  jobId: string,
  owner: string,
  wait: { notice: JobNotice; resumeAt: number; detail: string | null },
): Promise<boolean> {
  const updated = await ownedJob(db, jobId, owner).update({
    notice: JSON.stringify(wait.notice),
    resume_at: wait.resumeAt,
    error_detail: wait.detail,
    lease_owner: null,
    lease_expires_at: null,
    attempts: 0,
    updated_at: new Date().toISOString(),
  });
  return updated === 1;
}
