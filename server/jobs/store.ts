// The translations a job has stored (`job_segments`) and the translation cache every job shares (`translation_cache`).
import { FAILED_CUE_ISSUES } from "@shared/readingLimits";
import type { TextFlag } from "@shared/translation/checks";
import type { Knex } from "knex";
import type { ServiceId } from "../providers/types";
import { hashText } from "./plan";
import { type JobProgress, saveProgress } from "./repository";

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
  /**
   * Refused or untranslated: no service of the chain translated it (the source is kept); wrong_language: the
   * answer reads as another language than the target. Refused and untranslated rows never enter the cache.
   */
  flag?: TextFlag | null;
  /** Shortened to the reading speed by the LLM (the job's keep_reading_speed). */
  shortened?: boolean | number;
  /** The translation lacks a glossary term's target (the quality report's `glossary_miss`). */
  glossary_miss?: boolean | number;
}

// Rows per INSERT: keeps every statement under SQLite's bound-parameter limit.
const INSERT_CHUNK = 100;

export async function loadSegments(db: Knex, jobId: string): Promise<StoredSegment[]> {
  return db("job_segments")
    .select(
      "idx",
      "source_hash",
      "source_text",
      "translated_text",
      "service",
      "status",
      "repaired",
      "flag",
      "shortened",
      "glossary_miss",
    )
    .where({ job_id: jobId })
    .orderBy("idx");
}

/** Whether no service translated the row (refused, untranslated): a retry of the failed cues sends it again. */
export function hasFailed(row: Pick<StoredSegment, "flag">): boolean {
  return (FAILED_CUE_ISSUES as readonly (string | null | undefined)[]).includes(row.flag);
}

/** The job's texts no service of its chain translated (their source is kept, flagged). */
export async function failedSegments(db: Knex, jobId: string): Promise<StoredSegment[]> {
  return (await loadSegments(db, jobId)).filter(hasFailed);
}

/** Forgets stored texts, so that the job's next run sends them again. */
export async function forgetSegments(
  trx: Knex.Transaction,
  jobId: string,
  idxs: readonly number[],
): Promise<void> {
  for (let i = 0; i < idxs.length; i += 500) {
    await trx("job_segments")
      .where({ job_id: jobId })
      .whereIn("idx", idxs.slice(i, i + 500))
      .delete();
  }
}

/** Stores the shorter rewrites of the keep-reading-speed option (the cache keeps the plain translations). */
export async function saveShortened(
  db: Knex,
  jobId: string,
  texts: readonly { idx: number; text: string }[],
): Promise<void> {
  if (texts.length === 0) return;
  await db.transaction(async (trx) => {
    for (const { idx, text } of texts) {
      await trx("job_segments")
        .where({ job_id: jobId, idx })
        .update({ translated_text: text, shortened: true });
    }
  });
}

/**
 * The cache's key of a text: its hash alone for a job without glossary, context or formality (so what such jobs
 * stored stays usable), else the hash of those and the text's hash, so a term of one series never comes out of the
 * cache for another.
 */
export function cacheKeyOf(variant: unknown): (sourceHash: string) => string {
  const parts = JSON.stringify(variant);
  if (parts === "{}") return (sourceHash) => sourceHash;
  const prefix = hashText(parts);
  return (sourceHash) => hashText(`${prefix}:${sourceHash}`);
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
    /** The cache's key of a text by its hash (cacheKeyOf: the job's glossary and context are part of it). */
    cacheKey: (sourceHash: string) => string;
  },
): Promise<boolean> {
  return db.transaction(async (trx) => {
    const now = new Date();
    if (!(await saveProgress(trx, { ...args, now }))) return false;
    const rows = args.segments.map((s) => ({ job_id: args.jobId, ...s }));
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      await trx("job_segments").insert(rows.slice(i, i + INSERT_CHUNK));
    }
    await cacheTranslations(trx, args.pair, args.segments, now, args.cacheKey);
    return true;
  });
}

/** Puts the rows a provider translated (not those the cache gave) in the translation cache, under the pair. */
export async function cacheTranslations(
  db: Knex,
  pair: { sourceLanguage: string; targetLanguage: string },
  segments: readonly StoredSegment[],
  now: Date,
  cacheKey: (sourceHash: string) => string = (sourceHash) => sourceHash,
): Promise<void> {
  const cacheRows = segments
    .filter((s) => s.status === "translated" && !hasFailed(s))
    .map((s) => ({
      service: s.service,
      source_language: pair.sourceLanguage,
      target_language: pair.targetLanguage,
      source_hash: cacheKey(s.source_hash),
      source_text: s.source_text,
      translated_text: s.translated_text,
      created_at: now.toISOString(),
    }));
  for (let i = 0; i < cacheRows.length; i += INSERT_CHUNK) {
    await db("translation_cache")
      .insert(cacheRows.slice(i, i + INSERT_CHUNK))
      .onConflict(["service", "source_language", "target_language", "source_hash"])
      .ignore();
  }
}
