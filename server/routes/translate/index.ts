import Router from "@koa/router";
import {
  ExportRequest,
  HistoryQuery,
  type HistoryResponse,
  JobIdParams,
  StartTranslationBody,
  StartTranslationQuery,
} from "../../../shared/api/translate";
import type { AppDeps } from "../../app";
import { cancelTranslation } from "../../commands/cancelTranslation";
import { exportTranslation } from "../../commands/exportTranslation";
import { startTranslation } from "../../commands/startTranslation";
import { findOwnedJob, listOwnedJobs } from "../../jobs/repository";
import { requireOwner } from "../../middleware/requireOwner";
import { validate } from "../../middleware/validate";
import { presentJob, presentProgress } from "../../presenters/job";
import type { AppState } from "../../state";

/** Start, follow, cancel and export translation jobs; the jobs themselves run in server/jobs/. */
export function translateRouter({ db, providers }: AppDeps): Router<AppState> {
  const router = new Router<AppState>();

  router.post(
    "/translate/start",
    requireOwner(),
    validate({ query: StartTranslationQuery, body: StartTranslationBody }),
    async (ctx) => {
      const { query, body } = ctx.state.input;
      const job = await startTranslation({ db, providers }, ctx.state.owner, query.file_id, body);
      ctx.status = 201;
      ctx.body = presentJob(job);
    },
  );

  router.get("/translate/status/:id", requireOwner(), validate({ params: JobIdParams }), async (ctx) => {
    ctx.body = presentJob(await findOwnedJob(db, ctx.state.owner, ctx.state.input.params.id));
  });

  router.get("/translate/progress/:id", requireOwner(), validate({ params: JobIdParams }), async (ctx) => {
    ctx.body = presentProgress(await findOwnedJob(db, ctx.state.owner, ctx.state.input.params.id));
  });

  router.delete("/translate/job/:id", requireOwner(), validate({ params: JobIdParams }), async (ctx) => {
    ctx.body = presentJob(await cancelTranslation(db, ctx.state.owner, ctx.state.input.params.id));
  });

  router.post("/translate/export", requireOwner(), validate({ body: ExportRequest }), async (ctx) => {
    ctx.body = await exportTranslation(db, ctx.state.owner, ctx.state.input.body);
  });

  router.get("/translate/history", requireOwner(), validate({ query: HistoryQuery }), async (ctx) => {
    const { page, per_page } = ctx.state.input.query;
    const { jobs, total } = await listOwnedJobs(db, ctx.state.owner, per_page, (page - 1) * per_page);
    const more = page * per_page < total;
    ctx.body = {
      translations: jobs.map(presentJob),
      total,
      has_next: more,
      has_more: more,
    } satisfies HistoryResponse;
  });

  return router;
}
