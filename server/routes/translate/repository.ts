import type { Knex } from "knex";
import { ErrorCode } from "../../../shared/errors";
import type { Db } from "../../db";
import { AppError } from "../../errors";
import type { JobRow } from "../../jobs/store";
import { type Owner, owns } from "../../policies/owner";

/** A job with its file's name, as the presenter needs it. */
export interface JobView extends JobRow {
  original_filename: string;
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
  if (!job || !owns(owner, { device_id: job.device_id ?? "", user_id: job.user_id })) {
    throw new AppError(ErrorCode.notFound, "Translation job not found");
  }
  return job;
}

/** One page of the caller's jobs, newest first, and how many there are in all. */
export async function listOwnedJobs(
  db: Db,
  owner: Owner,
  limit: number,
  offset: number,
): Promise<{ jobs: JobView[]; total: number }> {
  const mine = (query: Knex.QueryBuilder) =>
    owner.userId !== null
      ? query.where("j.user_id", owner.userId)
      : query.where("j.device_id", owner.deviceId).whereNull("j.user_id");
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
