import Router from "@koa/router";
import { FileContentQuery, FileIdParams } from "../../../shared/api/files";
import type { AppDeps } from "../../app";
import { forgetDocument, parsedDocument } from "../../files/documents";
import { ingestUpload } from "../../files/ingest";
import { deleteFiles, findFile, findFileContent } from "../../files/repository";
import { requireOwner } from "../../middleware/requireOwner";
import { validate } from "../../middleware/validate";
import { authorizeFile } from "../../policies/files";
import { presentCuePage, presentFile } from "../../presenters/file";
import type { AppState } from "../../state";
import { receiveUpload } from "./upload";

export function filesRouter({ db, config }: AppDeps): Router<AppState> {
  const router = new Router<AppState>();
  router.use("/files", requireOwner());

  router.post("/files/upload", receiveUpload(config.maxUploadBytes), async (ctx) => {
    const upload = { filename: ctx.file.originalname, bytes: ctx.file.buffer };
    const record = await ingestUpload(db, ctx.state.owner, upload, config.fileRetentionDays);
    ctx.status = 201;
    ctx.body = presentFile(record);
  });

  router.get("/files/info/:id", validate({ params: FileIdParams }), async (ctx) => {
    const row = authorizeFile(ctx.state.owner, await findFile(db, ctx.state.input.params.id));
    ctx.body = presentFile(row);
  });

  router.get(
    "/files/content/:id",
    validate({ params: FileIdParams, query: FileContentQuery }),
    async (ctx) => {
      const { params, query } = ctx.state.input;
      const row = authorizeFile(ctx.state.owner, await findFile(db, params.id));
      const { cues } = await parsedDocument(row.id, async () => ({
        filename: row.filename,
        bytes: await findFileContent(db, row.id),
      }));
      ctx.body = presentCuePage(row.id, cues, query);
    },
  );

  router.get("/files/download/:id", validate({ params: FileIdParams }), async (ctx) => {
    const row = authorizeFile(ctx.state.owner, await findFile(db, ctx.state.input.params.id));
    // An ASCII fallback makes content-disposition add filename*=UTF-8'' for any non-ASCII name (else Latin-1
    // names go out as raw bytes, which browsers and fetch decode differently).
    ctx.attachment(row.filename, { fallback: row.filename.replace(/[^\x20-\x7e]/g, "_") });
    ctx.type = "application/octet-stream";
    ctx.body = await findFileContent(db, row.id);
  });

  router.delete("/files/:id", validate({ params: FileIdParams }), async (ctx) => {
    const row = authorizeFile(ctx.state.owner, await findFile(db, ctx.state.input.params.id));
    await deleteFiles(db, [row.id]);
    forgetDocument(row.id);
    ctx.status = 204;
  });

  return router;
}
