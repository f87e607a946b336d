import { randomUUID } from "node:crypto";
import Router from "@koa/router";
import { FileContentQuery, type FileContentResponse, FileIdParams } from "../../../shared/api/files";
import type { AppDeps } from "../../app";
import { addDays, nowIso } from "../../db/values";
import { analyzeUpload } from "../../files/analyze";
import { forgetDocument, parsedDocument, rememberDocument } from "../../files/documents";
import { deleteFiles, findFile, findFileContent, insertFile } from "../../files/repository";
import { requireOwner } from "../../middleware/requireOwner";
import { validate } from "../../middleware/validate";
import { authorizeFile } from "../../policies/files";
import { presentFile } from "../../presenters/file";
import type { AppState } from "../../state";
import { receiveUpload } from "./upload";

export function filesRouter({ db, config }: AppDeps): Router<AppState> {
  const router = new Router<AppState>();
  router.use("/files", requireOwner());

  router.post("/files/upload", receiveUpload(config.maxUploadBytes), async (ctx) => {
    const { originalname: filename, buffer } = ctx.file;
    const analyzed = analyzeUpload(filename, buffer);
    const createdAt = nowIso();
    const record = {
      id: randomUUID(),
      device_id: ctx.state.owner.deviceId,
      user_id: ctx.state.owner.userId,
      filename,
      format: analyzed.document.format,
      encoding: analyzed.document.encoding,
      size: buffer.length,
      subtitle_count: analyzed.document.cues.length,
      duration_ms: analyzed.durationMs,
      detected_language: analyzed.detectedLanguage,
      diagnostics: JSON.stringify(analyzed.diagnostics),
      content: buffer,
      created_at: createdAt,
      expires_at: addDays(createdAt, config.fileRetentionDays),
    };
    await insertFile(db, record);
    rememberDocument(record.id, analyzed.document);
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
      ctx.body = {
        file_id: row.id,
        total: cues.length,
        offset: query.offset,
        limit: query.limit,
        cues: cues.slice(query.offset, query.offset + query.limit).map((cue, i) => ({
          index: query.offset + i,
          start: cue.start,
          end: cue.end,
          text: cue.text,
        })),
      } satisfies FileContentResponse;
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
