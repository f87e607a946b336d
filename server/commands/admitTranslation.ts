import type { SegmentOptions, SubtitleDocument } from "@shared/subtitles";
import type { Knex } from "knex";
import type { CharacterAllowances } from "../config";
import type { Db } from "../db";
import type { AnalysisPool } from "../files/analysisPool";
import type { DocumentCache } from "../files/documents";
import type { FileRow } from "../files/repository";
import type { QueueFacts } from "../jobs/repository";
import { queuePriority, standingOf, usableServices } from "../policies/plan";
import { assertMayTranslate, type TranslationRequest } from "../policies/translation";
import type { ProviderRegistry } from "../providers/registry";
import { documentCharacters, fileCharacters } from "../usage/characters";
import {
  characterAllowance,
  filesLeftToday,
  type QuotaCaller,
  spendStartQuota,
  type UsageReading,
} from "../usage/quota";

export interface TranslationDeps {
  db: Db;
  /** The parsed file, to count what a job of it sends. */
  documents: DocumentCache;
  /** What a job of a file would send, counted off the event loop (the estimate). */
  analysis: Pick<AnalysisPool, "plan">;
  providers: ProviderRegistry;
  /** The operator's monthly character allowances (config.allowances). */
  allowances: CharacterAllowances;
  /** The clock the plan and the quota's day and month are read from. */
  now?: () => Date;
}

/** A translation the caller may queue now, and what queueing it costs. */
export interface Admission {
  /** The plan's facts the job carries into the queue (its priority, fallback services, parallel jobs). */
  queue: QueueFacts;
  /** Checks and spends the quota inside the transaction that queues the job; returns the user's readings. */
  spend(trx: Knex.Transaction, jobId: string): Promise<UsageReading[]>;
}

/**
 * What every queueing of a job passes, a start's and a retry's alike: the caller's plan and address as they are
 * now (policies/translation.ts), then the quota, spent with the job in one transaction by `spend`.
 */
export async function admitTranslation(
  deps: TranslationDeps,
  caller: QuotaCaller,
  file: FileRow,
  request: Omit<TranslationRequest, "filesLeftToday"> & { segmentOptions?: SegmentOptions },
  now: Date,
  options: {
    /**
     * Whether the day's files are checked with the plan's other rules, in the order the setup view gives them.
     * The spend in the job's transaction is what settles them either way (two starts racing for the last file).
     */
    checksTodaysFiles: boolean;
    /**
     * What it sends when that is not the whole file (a retry of the failed cues): spent on the monthly allowance
     * instead of the file's characters, and no file of the day is taken.
     */
    part?: { characters: number };
    /** The document the job translates, when the caller has read it already (not read again to count it). */
    document?: SubtitleDocument;
  },
): Promise<Admission> {
  const standing = await standingOf(deps.db, caller.owner, now);
  const { plan } = standing;
  const filesLeft = options.checksTodaysFiles ? await filesLeftToday(deps.db, caller, plan, now) : null;
  assertMayTranslate(
    standing,
    file,
    { ...request, filesLeftToday: filesLeft },
    deps.providers.configured(),
    now,
  );
  // Read before the transaction (the file does not change), so the transaction holds its connection briefly.
  const characters =
    characterAllowance(deps.allowances, plan, request.service) === undefined
      ? 0
      : (options.part?.characters ??
        (options.document && documentCharacters(options.document, request.segmentOptions)) ??
        (await fileCharacters(
          deps.db,
          deps.documents,
          file.id,
          request.collapseRolling,
          request.segmentOptions,
        )));
  return {
    queue: {
      priority: queuePriority(plan),
      allowed_services: usableServices(standing).join(","),
      max_parallel: plan.parallelJobs,
    },
    spend: (trx, jobId) =>
      spendStartQuota(trx, {
        jobId,
        caller,
        plan,
        service: request.service,
        characters,
        countsFile: options.part === undefined,
        allowances: deps.allowances,
        now,
      }),
  };
}
