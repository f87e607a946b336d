import Router from "@koa/router";
import type { AppDeps } from "@server/deps";
import { ingestUpload } from "@server/files/ingest";
import { deleteFiles, findFile, findFileContent } from "@server/files/repository";
import { ownerOf } from "@server/http/authenticate";
import { body } from "@server/http/body";
import { endpointFactory } from "@server/http/endpoint";
import type { RateLimitRule } from "@server/http/rateLimit";
import { authorizeFile } from "@server/policies/files";
import { presentCuePage, presentFile } from "@server/presenters/file";
import type { AppState } from "@server/state";
import { FileContentQuery, FileIdParams } from "@shared/api/files";
import { subtitleFile } from "./upload";

/**
 * Uploads per hour: a season of episodes, each sent again a few times, stays well under the device's count; the
 * address's is higher for visitors behind one NAT, and bounds what minting new device ids gains.
 */
export const UPLOAD_LIMITS: readonly RateLimitRule[] = [
  { name: "upload-address", points: 300, durationSeconds: 3600 },
  { name: "upload-caller", points: 120, durationSeconds: 3600, per: "caller" },
];

export function filesRouter(deps: AppDeps): Router<AppState> {
  const { db, config } = deps;
  const endpoint = endpointFactory(deps);
  const router = new Router<AppState>();

  router.post(
    "/files/upload",
    endpoint(
      {
        rateLimit: UPLOAD_LIMITS,
        auth: "either",
        body: body.multipart(subtitleFile(config.maxUploadBytes)),
      },
      async (ctx) => {
        const upload = { filename: ctx.file.originalname, bytes: ctx.file.buffer };
        const record = await ingestUpload(
          db,
          ownerOf(ctx.state.auth),
          upload,
          config.fileRetentionDays,
          deps,
        );
        ctx.status = 201;
        ctx.body = presentFile(record);
      },
    ),
  );

  router.get(
    "/files/info/:id",
    endpoint({ auth: "either", input: { params: FileIdParams } }, async (ctx) => {
      const row = authorizeFile(ownerOf(ctx.state.auth), await findFile(db, ctx.state.input.params.id));
      ctx.body = presentFile(row);
    }),
  );

  router.get(
    "/files/content/:id",
    endpoint({ auth: "either", input: { params: FileIdParams, query: FileContentQuery } }, async (ctx) => {
      const { params, query } = ctx.state.input;
      const row = authorizeFile(ownerOf(ctx.state.auth), await findFile(db, params.id));
      const load = async () => ({ filename: row.filename, bytes: await findFileContent(db, row.id) });
      const { total, cues } = await deps.documents.page(row.id, load, query.offset, query.limit);
      ctx.body = presentCuePage(row.id, total, cues, query);
    }),
  );

  router.get(
    "/files/download/:id",
    endpoint({ auth: "either", input: { params: FileIdParams } }, async (ctx) => {
      const row = authorizeFile(ownerOf(ctx.state.auth), await findFile(db, ctx.state.input.params.id));
      // An ASCII fallback makes content-disposition add filename*=UTF-8'' for any non-ASCII name (else Latin-1
      // names go out as raw bytes, which browsers and fetch decode differently).
      ctx.attachment(row.filename, { fallback: row.filename.replace(/[^\x20-\x7e]/g, "_") });
      ctx.type = "application/octet-stream";
      ctx.body = await findFileContent(db, row.id);
    }),
  );

  router.delete(
    "/files/:id",
    endpoint({ auth: "either", input: { params: FileIdParams } }, async (ctx) => {
      const row = authorizeFile(ownerOf(ctx.state.auth), await findFile(db, ctx.state.input.params.id));
      await deleteFiles(db, [row.id]);
      deps.documents.forget(row.id);
      ctx.status = 204;
    }),
  );

  return router;
}
