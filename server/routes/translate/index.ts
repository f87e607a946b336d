import Router from "@koa/router";
import { cancelTranslation } from "@server/commands/cancelTranslation";
import { deleteHistory } from "@server/commands/deleteHistory";
import { estimateTranslation } from "@server/commands/estimateTranslation";
import { exportTranslation, loadCompletedJob } from "@server/commands/exportTranslation";
import { retryFailedCues, retryTranslation } from "@server/commands/retryTranslation";
import { editCue, retranslateCues } from "@server/commands/reviewCues";
import { type StartedTranslation, startTranslation } from "@server/commands/startTranslation";
import type { AppDeps } from "@server/deps";
import { ownerOf } from "@server/http/authenticate";
import { body } from "@server/http/body";
import { endpointFactory } from "@server/http/endpoint";
import type { RateLimitRule } from "@server/http/rateLimit";
import { buildReport } from "@server/jobs/report";
import { findOwnedJob, listOwnedJobs } from "@server/jobs/repository";
import type { Owner } from "@server/policies/owner";
import { presentJob, presentProgress } from "@server/presenters/job";
import type { AppState } from "@server/state";
import { sendUsageAlerts } from "@server/usage/alerts";
import { ReportQuery } from "@shared/api/report";
import {
  CueIndexParams,
  EditCueBody,
  ExportRequest,
  type HistoryDeleteResponse,
  HistoryQuery,
  type HistoryResponse,
  JobIdParams,
  RetranslateBody,
  type RetranslateResponse,
  RetryQuery,
  StartTranslationBody,
  StartTranslationQuery,
  type TranslationResult,
} from "@shared/api/translate";

/**
 * An estimate reads the whole file and the cache: asked again as the setup view's choices settle, a person stays
 * far below these, a script looping on it does not.
 */
const ESTIMATE_LIMITS: readonly RateLimitRule[] = [
  { name: "estimate-address", points: 1200, durationSeconds: 3600 },
  { name: "estimate-caller", points: 600, durationSeconds: 3600, per: "caller" },
];

/** Start, follow, cancel and export translation jobs; the jobs themselves run in server/jobs/. */
export function translateRouter(deps: AppDeps): Router<AppState> {
  const { db, providers, config } = deps;
  const endpoint = endpointFactory(deps);
  const router = new Router<AppState>();
  const translation = { db, documents: deps.documents, providers, allowances: config.allowances };

  /** A queued job's answer; a user nearing a limit is mailed, not awaited: the answer waits for no mail server. */
  const answerQueued = (owner: Owner, { job, readings }: StartedTranslation) => {
    if (owner.userId !== null && readings.length > 0) void sendUsageAlerts(deps, owner.userId, readings);
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
    "/translate/estimate",
    endpoint(
      {
        rateLimit: ESTIMATE_LIMITS,
        auth: "either",
        body: body.json(),
        input: { query: StartTranslationQuery, body: StartTranslationBody },
      },
      async (ctx) => {
        const { query, body } = ctx.state.input;
        const caller = { owner: ownerOf(ctx.state.auth), ip: ctx.ip };
        ctx.body = await estimateTranslation(translation, caller, query.file_id, body);
      },
    ),
  );

  router.post(
    "/translate/retry/:id",
    endpoint({ auth: "either", input: { params: JobIdParams, query: RetryQuery } }, async (ctx) => {
      const caller = { owner: ownerOf(ctx.state.auth), ip: ctx.ip };
      const { params, query } = ctx.state.input;
      // only=failed: a completed job's refused and untranslated cues; without it, a failed or cancelled job.
      const retry = query.only === "failed" ? retryFailedCues : retryTranslation;
      const retried = await retry(translation, caller, params.id);
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

  // The review editor (issue 38 item 4): the owner's edits of a completed job's cues, visitors' device-owned jobs
  // included, kept on the server so that the export route and every device of the account use them.
  router.patch(
    "/translate/job/:id/cues/:index",
    endpoint(
      { auth: "either", body: body.json(), input: { params: CueIndexParams, body: EditCueBody } },
      async (ctx) => {
        const { params, body } = ctx.state.input;
        ctx.body = await editCue(translation, ownerOf(ctx.state.auth), params.id, params.index, body.text);
      },
    ),
  );
  router.post(
    "/translate/job/:id/retranslate",
    endpoint(
      { auth: "either", body: body.json(), input: { params: JobIdParams, body: RetranslateBody } },
      async (ctx) => {
        const { params, body } = ctx.state.input;
        const caller = { owner: ownerOf(ctx.state.auth), ip: ctx.ip };
        const { cues, readings } = await retranslateCues(
          { ...translation, clock: deps.clock },
          caller,
          params.id,
          body,
        );
        if (caller.owner.userId !== null && readings.length > 0)
          void sendUsageAlerts(deps, caller.owner.userId, readings);
        ctx.body = { cues } satisfies RetranslateResponse;
      },
    ),
  );

  router.get(
    "/translate/report/:id",
    endpoint({ auth: "either", input: { params: JobIdParams, query: ReportQuery } }, async (ctx) => {
      const { params, query } = ctx.state.input;
      const { job, documents } = await loadCompletedJob(
        db,
        deps.documents,
        ownerOf(ctx.state.auth),
        params.id,
      );
      ctx.body = await buildReport(db, job, documents, query);
    }),
  );

  router.post(
    "/translate/export",
    endpoint({ auth: "either", body: body.json(), input: { body: ExportRequest } }, async (ctx) => {
      ctx.body = await exportTranslation(db, deps.documents, ownerOf(ctx.state.auth), ctx.state.input.body);
    }),
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
