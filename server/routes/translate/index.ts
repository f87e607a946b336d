import Router from "@koa/router";
import { cancelTranslation } from "@server/commands/cancelTranslation";
import { deleteHistory } from "@server/commands/deleteHistory";
import { exportBatch } from "@server/commands/exportBatch";
import { exportTranslation, loadCompletedJob } from "@server/commands/exportTranslation";
import { retryTranslation } from "@server/commands/retryTranslation";
import { startBatch } from "@server/commands/startBatch";
import { type StartedTranslation, startTranslation } from "@server/commands/startTranslation";
import type { AppDeps } from "@server/deps";
import { ownerOf } from "@server/http/authenticate";
import { body } from "@server/http/body";
import { endpointFactory } from "@server/http/endpoint";
import type { RateLimitRule } from "@server/http/rateLimit";
import { findOwnedJob, listOwnedJobs } from "@server/jobs/repository";
import type { Owner } from "@server/policies/owner";
import { presentJob, presentProgress } from "@server/presenters/job";
import type { AppState } from "@server/state";
import { sendUsageAlerts } from "@server/usage/alerts";
import type { UsageReading } from "@server/usage/quota";
import {
  ExportBatchRequest,
  ExportRequest,
  type HistoryDeleteResponse,
  HistoryQuery,
  type HistoryResponse,
  JobIdParams,
  StartBatchBody,
  type StartBatchResponse,
  StartTranslationBody,
  StartTranslationQuery,
  type TranslationResult,
} from "@shared/api/translate";
import { BATCH_ZIP_NAME } from "@shared/zipEntryNames";

/**
 * A batch download reads and writes up to 200 files: counted per caller before any of that work, with room for a
 * user who downloads a batch again in other formats.
 */
export const EXPORT_BATCH_LIMIT: RateLimitRule = {
  name: "export-batch",
  points: 20,
  durationSeconds: 600,
  per: "caller",
};

/** Start, follow, cancel and export translation jobs; the jobs themselves run in server/jobs/. */
export function translateRouter(deps: AppDeps): Router<AppState> {
  const { db, providers, config } = deps;
  const endpoint = endpointFactory(deps);
  const router = new Router<AppState>();
  const translation = { db, documents: deps.documents, providers, allowances: config.allowances };

  /** A user nearing a limit is mailed, not awaited: the answer waits for no mail server. */
  const alertUsage = (owner: Owner, readings: UsageReading[]) => {
    if (owner.userId !== null && readings.length > 0) void sendUsageAlerts(deps, owner.userId, readings);
  };
  const answerQueued = (owner: Owner, { job, readings }: StartedTranslation) => {
    alertUsage(owner, readings);
    return presentJob(job);
  };

  router.post(
    "/translate/start",
    endpoint(
      {
        auth: "either",
        body: body.json(),
        input: { query: StartTranslationQuery, body: StartTranslationBody },
      },
      async (ctx) => {
        const { query, body } = ctx.state.input;
        const caller = { owner: ownerOf(ctx.state.auth), ip: ctx.ip };
        const started = await startTranslation(translation, caller, query.file_id, body);
        ctx.status = 201;
        ctx.body = answerQueued(caller.owner, started);
      },
    ),
  );

  router.post(
    "/translate/start-batch",
    endpoint({ auth: "either", body: body.json(), input: { body: StartBatchBody } }, async (ctx) => {
      const caller = { owner: ownerOf(ctx.state.auth), ip: ctx.ip };
      const { jobs, readings } = await startBatch(translation, caller, ctx.state.input.body);
      alertUsage(caller.owner, readings);
      ctx.status = 201;
      ctx.body = { jobs } satisfies StartBatchResponse;
    }),
  );

  router.post(
    "/translate/retry/:id",
    endpoint({ auth: "either", input: { params: JobIdParams } }, async (ctx) => {
      const caller = { owner: ownerOf(ctx.state.auth), ip: ctx.ip };
      const retried = await retryTranslation(translation, caller, ctx.state.input.params.id);
      ctx.body = answerQueued(caller.owner, retried);
    }),
  );

  /** The routes on one job of the caller's: `answer` gets its id and the owner the caller is. */
  const onJob = (answer: (owner: Owner, jobId: string) => Promise<unknown>) =>
    endpoint({ auth: "either", input: { params: JobIdParams } }, async (ctx) => {
      ctx.body = await answer(ownerOf(ctx.state.auth), ctx.state.input.params.id);
    });

  router.get(
    "/translate/status/:id",
    onJob(async (owner, id) => presentJob(await findOwnedJob(db, owner, id))),
  );
  router.get(
    "/translate/progress/:id",
    onJob(async (owner, id) => presentProgress(await findOwnedJob(db, owner, id))),
  );
  router.delete(
    "/translate/job/:id",
    onJob(async (owner, id) => presentJob(await cancelTranslation(db, owner, id))),
  );

  router.get(
    "/translate/result/:id",
    onJob(async (owner, id): Promise<TranslationResult> => {
      const { job, documents } = await loadCompletedJob(db, deps.documents, owner, id);
      return {
        job_id: job.id,
        original_filename: job.original_filename,
        target_language: job.target_language,
        preserve_formatting: Boolean(job.preserve_formatting),
        ...documents,
      };
    }),
  );

  router.post(
    "/translate/export",
    endpoint({ auth: "either", body: body.json(), input: { body: ExportRequest } }, async (ctx) => {
      ctx.body = await exportTranslation(db, deps.documents, ownerOf(ctx.state.auth), ctx.state.input.body);
    }),
  );

  router.post(
    "/translate/export-batch",
    endpoint(
      {
        rateLimit: EXPORT_BATCH_LIMIT,
        auth: "either",
        body: body.json(),
        input: { body: ExportBatchRequest },
      },
      async (ctx) => {
        const zip = await exportBatch(db, deps.documents, ownerOf(ctx.state.auth), ctx.state.input.body);
        ctx.attachment(BATCH_ZIP_NAME);
        ctx.type = "application/zip";
        ctx.body = zip;
      },
    ),
  );

  router.get(
    "/translate/history",
    endpoint({ auth: "either", input: { query: HistoryQuery } }, async (ctx) => {
      const { page, per_page } = ctx.state.input.query;
      const owner = ownerOf(ctx.state.auth);
      const { jobs, total } = await listOwnedJobs(db, owner, per_page, (page - 1) * per_page);
      const more = page * per_page < total;
      ctx.body = {
        translations: jobs.map(presentJob),
        total,
        has_next: more,
        has_more: more,
      } satisfies HistoryResponse;
    }),
  );

  router.delete(
    "/translate/history/:id",
    onJob(
      async (owner, id): Promise<HistoryDeleteResponse> => ({ deleted: await deleteHistory(db, owner, id) }),
    ),
  );
  router.delete(
    "/translate/history",
    endpoint({ auth: "either" }, async (ctx) => {
      ctx.body = {
        deleted: await deleteHistory(db, ownerOf(ctx.state.auth)),
      } satisfies HistoryDeleteResponse;
    }),
  );

  return router;
}
