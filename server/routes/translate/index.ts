import { cancelTranslation } from "@server/commands/cancelTranslation";
import { deleteHistory } from "@server/commands/deleteHistory";
import { estimateTranslation } from "@server/commands/estimateTranslation";
import { exportBatch } from "@server/commands/exportBatch";
import { type CompletedJob, exportTranslation, loadCompletedJob } from "@server/commands/exportTranslation";
import { retryFailedCues, retryTranslation } from "@server/commands/retryTranslation";
import { editCue, retranslateCues } from "@server/commands/reviewCues";
import { startBatch } from "@server/commands/startBatch";
import { type StartedTranslation, startTranslation } from "@server/commands/startTranslation";
import type { AppDeps } from "@server/deps";
import { AppError } from "@server/errors";
import { ownerOf } from "@server/http/authenticate";
import { body } from "@server/http/body";
import type { RateLimitRule } from "@server/http/rateLimit";
import { type RouteDefinition, type RouteTable, routeTable } from "@server/http/routeTable";
import type { Input } from "@server/http/validate";
import { buildReport } from "@server/jobs/report";
import { findOwnedJob, listOwnedJobs } from "@server/jobs/repository";
import type { Owner } from "@server/policies/owner";
import { presentJob, presentProgress } from "@server/presenters/job";
import { sendUsageAlerts } from "@server/usage/alerts";
import type { UsageReading } from "@server/usage/quota";
import { ReportQuery, TranslationReport } from "@shared/api/report";
import {
  CueEdit,
  CueIndexParams,
  callbackUrlProblem,
  EditCueBody,
  ExportBatchRequest,
  ExportRequest,
  ExportResponse,
  HistoryDeleteResponse,
  HistoryQuery,
  HistoryResponse,
  JobIdParams,
  JobProgress,
  RetranslateBody,
  RetranslateResponse,
  RetryQuery,
  StartBatchBody,
  StartBatchResponse,
  StartTranslationBody,
  StartTranslationQuery,
  TranslationEstimate,
  TranslationJob,
  TranslationResult,
} from "@shared/api/translate";
import { ErrorCode } from "@shared/errors";
import { BATCH_ZIP_NAME } from "@shared/zipEntryNames";
import type { z } from "zod";

/**
 * An estimate reads the whole file and the cache: asked again as the setup view's choices settle, a person stays
 * far below these, a script looping on it does not.
 */
const ESTIMATE_LIMITS: readonly RateLimitRule[] = [
  { name: "estimate-address", points: 1200, durationSeconds: 3600 },
  { name: "estimate-caller", points: 600, durationSeconds: 3600, per: "caller" },
];

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

/** What a job route's query schema parses to (undefined for a route without one). */
type JobQuery<Q extends z.ZodType | undefined> = Input<{ params: typeof JobIdParams; query: Q }>["query"];

/** Start, follow, cancel and export translation jobs; the jobs themselves run in server/jobs/. */
export function translateRouter(deps: AppDeps): RouteTable {
  const { db, providers, config } = deps;
  const routes = routeTable(deps);
  const translation = {
    db,
    documents: deps.documents,
    analysis: deps.analysis,
    providers,
    allowances: config.allowances,
  };

  /** Webhooks are signed with an account's secret: a visitor's device has none to verify them with. */
  const checkCallbackUrl = (url: string, owner: Owner) => {
    if (owner.userId === null)
      throw new AppError(
        ErrorCode.callbackRequiresAccount,
        "Sign in to use callback_url: webhooks are signed with an account's secret",
      );
    const problem = callbackUrlProblem(url, config.webhooks.allowLoopback);
    if (problem) throw new AppError(ErrorCode.callbackUrlRefused, problem);
  };

  /** A user nearing a limit is mailed, not awaited: the answer waits for no mail server. */
  const alertUsage = (owner: Owner, readings: UsageReading[]) => {
    if (owner.userId !== null && readings.length > 0) void sendUsageAlerts(deps, owner.userId, readings);
  };
  const answerQueued = (owner: Owner, { job, readings }: StartedTranslation) => {
    alertUsage(owner, readings);
    return presentJob(job);
  };

  routes.add(
    {
      method: "post",
      path: "/translate/start",
      summary: "Start translating an uploaded file",
      description:
        "Queues a job on the file named by `file_id` (from POST /files/upload); follow it with GET /translate/status/{id}.",
      responses: { 201: TranslationJob },
      auth: "either",
      body: body.json(),
      input: { query: StartTranslationQuery, body: StartTranslationBody },
    },
    async (ctx) => {
      const { query, body } = ctx.state.input;
      const caller = { owner: ownerOf(ctx.state.auth), ip: ctx.ip };
      if (body.callback_url !== undefined) checkCallbackUrl(body.callback_url, caller.owner);
      const started = await startTranslation(translation, caller, query.file_id, body);
      ctx.status = 201;
      ctx.body = answerQueued(caller.owner, started);
    },
  );

  routes.add(
    {
      method: "post",
      path: "/translate/start-batch",
      summary: "Start one job per file and target language",
      description:
        "Takes the body of POST /translate/start with `file_ids` and `target_languages` instead of `target_language` (at most 100 jobs). All or nothing: when one job would be refused (a file not the caller's, a language outside the plan, the day's files), none is queued and nothing is spent.",
      responses: { 201: StartBatchResponse },
      auth: "either",
      body: body.json(),
      input: { body: StartBatchBody },
    },
    async (ctx) => {
      const caller = { owner: ownerOf(ctx.state.auth), ip: ctx.ip };
      const input = ctx.state.input.body;
      if (input.callback_url !== undefined) checkCallbackUrl(input.callback_url, caller.owner);
      const { jobs, readings } = await startBatch(translation, caller, input);
      alertUsage(caller.owner, readings);
      ctx.status = 201;
      ctx.body = { jobs } satisfies StartBatchResponse;
    },
  );

  routes.add(
    {
      method: "post",
      path: "/translate/estimate",
      summary: "What a start would send and spend, without sending or spending anything",
      description:
        "Takes the body of POST /translate/start. `characters` and `requests` leave out what the translation cache already holds (`cached_characters`); `allowed` and `reasons` say whether the plan would accept the start.",
      responses: { 200: TranslationEstimate },
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
  );

  routes.add(
    {
      method: "post",
      path: "/translate/retry/:id",
      summary: "Retry a failed or cancelled job, or with only=failed the failed cues of a completed one",
      responses: { 200: TranslationJob },
      auth: "either",
      input: { params: JobIdParams, query: RetryQuery },
    },
    async (ctx) => {
      const caller = { owner: ownerOf(ctx.state.auth), ip: ctx.ip };
      const { params, query } = ctx.state.input;
      // only=failed: a completed job's refused and untranslated cues; without it, a failed or cancelled job.
      const retry = query.only === "failed" ? retryFailedCues : retryTranslation;
      const retried = await retry(translation, caller, params.id);
      ctx.body = answerQueued(caller.owner, retried);
    },
  );

  /** A route on one job of the caller's: `answer` gets the owner the caller is, the job's id and the route's query. */
  const onJob = <Q extends z.ZodType | undefined = undefined>(
    { query, ...route }: Pick<RouteDefinition, "method" | "path" | "summary" | "responses"> & { query?: Q },
    answer: (owner: Owner, jobId: string, query: JobQuery<Q>) => Promise<unknown>,
  ) =>
    routes.add(
      { ...route, auth: "either", input: { params: JobIdParams, query: query as Q } },
      async (ctx) => {
        const { params, query } = ctx.state.input;
        ctx.body = await answer(ownerOf(ctx.state.auth), params.id, query);
      },
    );

  /** A route on a finished job of the caller's and its documents: a 404 for another owner's, a 409 before it ends. */
  const onCompletedJob = <Q extends z.ZodType | undefined = undefined>(
    route: Parameters<typeof onJob<Q>>[0],
    answer: (completed: CompletedJob, query: JobQuery<Q>) => Promise<unknown>,
  ) =>
    onJob(route, async (owner, id, query) =>
      answer(await loadCompletedJob(db, deps.documents, owner, id), query),
    );

  onJob(
    {
      method: "get",
      path: "/translate/status/:id",
      summary: "A job's state",
      responses: { 200: TranslationJob },
    },
    async (owner, id) => presentJob(await findOwnedJob(db, owner, id)),
  );
  onJob(
    {
      method: "get",
      path: "/translate/progress/:id",
      summary: "A job's progress (the light poll)",
      responses: { 200: JobProgress },
    },
    async (owner, id) => presentProgress(await findOwnedJob(db, owner, id)),
  );
  onJob(
    {
      method: "delete",
      path: "/translate/job/:id",
      summary: "Cancel a job",
      responses: { 200: TranslationJob },
    },
    async (owner, id) => presentJob(await cancelTranslation(db, owner, id)),
  );

  onCompletedJob(
    {
      method: "get",
      path: "/translate/result/:id",
      summary: "A completed job's source and translated documents",
      responses: { 200: TranslationResult },
    },
    async ({ job, documents }): Promise<TranslationResult> => {
      return {
        job_id: job.id,
        original_filename: job.original_filename,
        target_language: job.target_language,
        preserve_formatting: Boolean(job.preserve_formatting),
        source: documents.source,
        translated: documents.translated,
        joined_cues: documents.joined.map((cues) => cues.map((cue) => cue + 1)),
        edits: documents.edits,
        glossary_misses: documents.glossaryMisses,
      };
    },
  );

  // The review editor (issue 38 item 4): the owner's edits of a completed job's cues, visitors' device-owned jobs
  // included, kept on the server so that the export route and every device of the account use them.
  routes.add(
    {
      method: "patch",
      path: "/translate/job/:id/cues/:index",
      summary: "Edit one cue's translation (the cue's position among the shown cues, 0-based)",
      responses: { 200: CueEdit },
      auth: "either",
      body: body.json(),
      input: { params: CueIndexParams, body: EditCueBody },
    },
    async (ctx) => {
      const { params, body } = ctx.state.input;
      ctx.body = await editCue(translation, ownerOf(ctx.state.auth), params.id, params.index, body.text);
    },
  );

  routes.add(
    {
      method: "post",
      path: "/translate/job/:id/retranslate",
      summary: "Translate some cues of a completed job again with another service of the plan",
      description:
        "Counted in usage and quota like a job; a cue of several speakers is translated as a whole.",
      responses: { 200: RetranslateResponse },
      auth: "either",
      body: body.json(),
      input: { params: JobIdParams, body: RetranslateBody },
    },
    async (ctx) => {
      const { params, body } = ctx.state.input;
      const caller = { owner: ownerOf(ctx.state.auth), ip: ctx.ip };
      const { cues, readings } = await retranslateCues(
        { ...translation, clock: deps.clock },
        caller,
        params.id,
        body,
      );
      alertUsage(caller.owner, readings);
      ctx.body = { cues } satisfies RetranslateResponse;
    },
  );

  onCompletedJob(
    {
      method: "get",
      path: "/translate/report/:id",
      summary:
        "The quality report of a completed job: a summary and each cue's service, reading figures and issues",
      responses: { 200: TranslationReport },
      query: ReportQuery,
    },
    ({ job, documents }, query) => buildReport(db, job, documents, query),
  );

  routes.add(
    {
      method: "post",
      path: "/translate/export",
      summary: "Export a completed job in a format and encoding",
      description:
        "`content` is the file's text; write it in `encoding` (the characters are checked to fit it), under `filename`.",
      responses: { 200: ExportResponse },
      auth: "either",
      body: body.json(),
      input: { body: ExportRequest },
    },
    async (ctx) => {
      ctx.body = await exportTranslation(db, deps.documents, ownerOf(ctx.state.auth), ctx.state.input.body);
    },
  );

  routes.add(
    {
      method: "post",
      path: "/translate/export-batch",
      summary: "Export several completed jobs as one zip",
      description:
        "Takes the choices of POST /translate/export with `job_ids` (at most 200) instead of `job_id`. Every job is checked (the caller's, completed) before the zip starts; its entries are named `name.<target>.<ext>`, numbered where two would collide, and a file the encoding cannot hold is listed in `not-exported.txt` instead.",
      responses: {
        200: {
          mediaType: "application/zip",
          description: "The translated files, written as the zip is read",
        },
      },
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
  );

  routes.add(
    {
      method: "get",
      path: "/translate/history",
      summary: "The caller's jobs, newest first",
      responses: { 200: HistoryResponse },
      auth: "either",
      input: { query: HistoryQuery },
    },
    async (ctx) => {
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
    },
  );

  onJob(
    {
      method: "delete",
      path: "/translate/history/:id",
      summary: "Remove a job from the history",
      responses: { 200: HistoryDeleteResponse },
    },
    async (owner, id): Promise<HistoryDeleteResponse> => ({ deleted: await deleteHistory(db, owner, id) }),
  );
  routes.add(
    {
      method: "delete",
      path: "/translate/history",
      summary: "Clear the caller's history",
      responses: { 200: HistoryDeleteResponse },
      auth: "either",
    },
    async (ctx) => {
      ctx.body = {
        deleted: await deleteHistory(db, ownerOf(ctx.state.auth)),
      } satisfies HistoryDeleteResponse;
    },
  );

  return routes;
}
