import { randomUUID } from "node:crypto";
import type { Db } from "@server/db";
import { type FileRecord, insertFile } from "@server/files/repository";
import { queuePriority } from "@server/policies/plan";
import { createUser, type NewUser, type UserRow } from "@server/users/repository";
import { PLANS, type PlanId } from "@shared/plans";

/** An account for tests: a unique address, a placeholder password hash unless one is given. */
export async function buildUser(db: Db, overrides: Partial<NewUser> = {}): Promise<UserRow> {
  const result = await createUser(db, {
    email: `user-${randomUUID().slice(0, 8)}@example.org`,
    passwordHash: "$placeholder$",
    ...overrides,
  });
  if (!result.created) throw new Error(`buildUser: ${result.reason}`);
  return result.user;
}

/** What a test may set on a stored upload: its content (an SRT by default), format and counted subtitles. */
export interface FileOverrides {
  format?: string;
  subtitle_count?: number;
  content?: string | Buffer;
  detected_language?: string | null;
}

/** Who a built row belongs to: a device, an account, or both (an account's work made on a device). */
export interface BuildOwner {
  deviceId: string | null;
  userId?: string | null;
}

/** A file row with placeholder content, owned as `owner` says, as the upload stores it. */
export function fileRecord(owner: BuildOwner, overrides: FileOverrides = {}): FileRecord {
  const now = new Date().toISOString();
  const content = Buffer.from(overrides.content ?? "x");
  return {
    id: randomUUID(),
    device_id: owner.deviceId,
    user_id: owner.userId ?? null,
    filename: "a.srt",
    format: overrides.format ?? "srt",
    encoding: "utf-8",
    size: content.length,
    subtitle_count: overrides.subtitle_count ?? 1,
    duration_ms: 1,
    diagnostics: "[]",
    detected_language: overrides.detected_language ?? null,
    content,
    created_at: now,
    expires_at: now,
  };
}

/** A stored upload with placeholder content, owned as `owner` says. */
export async function buildFile(db: Db, owner: BuildOwner, overrides: FileOverrides = {}): Promise<string> {
  const record = fileRecord(owner, overrides);
  await insertFile(db, record);
  return record.id;
}

/** A pending translation job of `fileId`; with `plan`, queued with that plan's priority and parallel jobs. */
export async function buildJob(db: Db, fileId: string, owner: BuildOwner, plan?: PlanId): Promise<string> {
  const id = randomUUID();
  const now = new Date().toISOString();
  await db("translation_jobs").insert({
    id,
    file_id: fileId,
    device_id: owner.deviceId,
    user_id: owner.userId ?? null,
    source_language: "en",
    target_language: "fr",
    service: "mymemory",
    ...(plan && { priority: queuePriority(PLANS[plan]), max_parallel: PLANS[plan].parallelJobs }),
    created_at: now,
    updated_at: now,
  });
  return id;
}
