import type { AppDeps } from "@server/deps";
import { ingestUpload } from "@server/files/ingest";
import { deleteFiles, findFileContent, findOwnedFile } from "@server/files/repository";
import { ownerOf } from "@server/http/authenticate";
import { body } from "@server/http/body";
import type { RateLimitRule } from "@server/http/rateLimit";
import { type RouteTable, routeTable } from "@server/http/routeTable";
import { presentCuePage, presentFile } from "@server/presenters/file";
import { FileContentQuery, FileContentResponse, FileIdParams, UploadedFile } from "@shared/api/files";
import { subtitleFile } from "./upload";

/**
 * Uploads per hour: a season of episodes, each sent again a few times, stays well under the device's count; the
 * address's is higher for visitors behind one NAT, and bounds what minting new device ids gains.
 */
export const UPLOAD_LIMITS: readonly RateLimitRule[] = [
  { name: "upload-address", points: 300, durationSeconds: 3600 },
  { name: "upload-caller", points: 120, durationSeconds: 3600, per: "caller" },
];

export function filesRouter(deps: AppDeps): RouteTable {
  const { db, config } = deps;
  const routes = routeTable(deps);

  routes.add(
    {
      method: "post",
      path: "/files/upload",
      summary: "Upload a subtitle file",
      description:
        "One file in the multipart field `file` (srt, vtt, ass, ssa, sub, sbv, txt); the answer says what was read in it.",
      responses: { 201: UploadedFile },
      rateLimit: UPLOAD_LIMITS,
      auth: "either",
      body: body.multipart(subtitleFile(config.maxUploadBytes)),
    },
    async (ctx) => {
      const upload = { filename: ctx.file.originalname, bytes: ctx.file.buffer };
      const record = await ingestUpload(db, ownerOf(ctx.state.auth), upload, config.fileRetentionDays, deps);
      ctx.status = 201;
      ctx.body = presentFile(record);
    },
  );

  routes.add(
    {
      method: "get",
      path: "/files/info/:id",
      summary: "What was read in an uploaded file",
      responses: { 200: UploadedFile },
      auth: "either",
      input: { params: FileIdParams },
    },
    async (ctx) => {
      const row = await findOwnedFile(db, ownerOf(ctx.state.auth), ctx.state.input.params.id);
      ctx.body = presentFile(row);
    },
  );

  routes.add(
    {
      method: "get",
      path: "/files/content/:id",
      summary: "A page of an uploaded file's cues",
      responses: { 200: FileContentResponse },
      auth: "either",
      input: { params: FileIdParams, query: FileContentQuery },
    },
    async (ctx) => {
      const { params, query } = ctx.state.input;
      const row = await findOwnedFile(db, ownerOf(ctx.state.auth), params.id);
      const load = async () => ({ filename: row.filename, bytes: await findFileContent(db, row.id) });
      const { total, cues } = await deps.documents.page(row.id, load, query.offset, query.limit);
      ctx.body = presentCuePage(row.id, total, cues, query);
    },
  );

  routes.add(
    {
      method: "get",
      path: "/files/download/:id",
      summary: "The uploaded file's bytes, as sent",
      responses: {
        200: { mediaType: "application/octet-stream", description: "The file, named in Content-Disposition" },
      },
      auth: "either",
      input: { params: FileIdParams },
    },
    async (ctx) => {
      const row = await findOwnedFile(db, ownerOf(ctx.state.auth), ctx.state.input.params.id);
      // An ASCII fallback makes content-disposition add filename*=UTF-8'' for any non-ASCII name (else Latin-1
      // names go out as raw bytes, which browsers and fetch decode differently).
      ctx.attachment(row.filename, { fallback: row.filename.replace(/[^\x20-\x7e]/g, "_") });
      ctx.type = "application/octet-stream";
      ctx.body = await findFileContent(db, row.id);
    },
  );

  routes.add(
    {
      method: "delete",
      path: "/files/:id",
      summary: "Delete an uploaded file",
      responses: { 204: null },
      auth: "either",
      input: { params: FileIdParams },
    },
    async (ctx) => {
      const row = await findOwnedFile(db, ownerOf(ctx.state.auth), ctx.state.input.params.id);
      await deleteFiles(db, [row.id]);
      deps.documents.forget(row.id);
      ctx.status = 204;
    },
  );

  return routes;
}
