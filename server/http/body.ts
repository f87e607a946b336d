import multer from "@koa/multer";
import { ErrorCode } from "@shared/errors";
import type { Context, Middleware } from "koa";
import { MulterError } from "multer";
import { AppError, ValidationError } from "../errors";

declare module "koa" {
  interface Request {
    /** The parsed body of a route that reads JSON or a form. */
    body?: unknown;
    /** The exact bytes of a route that reads its body raw (a webhook checks its signature on them). */
    rawBody?: Buffer;
  }
}

/** How a route reads its request body; a route that names none leaves the body unread. */
export interface BodyReader {
  read(ctx: Context): Promise<void>;
  /** The media types it accepts, as the OpenAPI document states them. */
  mediaTypes: readonly string[];
  /** A multipart reader's file field. */
  fileField?: string;
}

const MB = 1024 * 1024;

/** One file field of a multipart form, with its limit and the errors its route answers. */
export interface MultipartKind {
  field: string;
  maxBytes: number;
  /** Checked from the part's header, before any byte of the file is buffered. */
  accepts(filename: string): boolean;
  /** Not multipart, no file in the field, a name `accepts` refused, a file over `maxBytes`. */
  refuse: {
    missing(detail: string): AppError;
    unaccepted(filename: string): AppError;
    tooLarge(): AppError;
  };
}

/** Request bodies by kind, each with its size limit; anything else is a 415, anything larger a 413. */
export const body = {
  /** JSON, up to 1 MB unless told; a body that does not parse is a 400. No body leaves `request.body` unset. */
  json(limitBytes = MB): BodyReader {
    return {
      mediaTypes: ["application/json"],
      async read(ctx) {
        if (!hasBody(ctx)) return;
        if (!ctx.is("json"))
          throw unsupported("Request bodies must be JSON (Content-Type: application/json)");
        const bytes = await readBytes(ctx, limitBytes, "A JSON body");
        try {
          ctx.request.body = JSON.parse(bytes.toString("utf8"));
        } catch {
          throw new ValidationError("The request body is not valid JSON");
        }
      },
    };
  },

  /** An HTML form (application/x-www-form-urlencoded) as an object; a name sent twice gives an array. */
  form(limitBytes = MB): BodyReader {
    return {
      mediaTypes: ["application/x-www-form-urlencoded"],
      async read(ctx) {
        if (!hasBody(ctx)) return;
        if (!ctx.is("urlencoded"))
          throw unsupported(
            "Request bodies must be a form (Content-Type: application/x-www-form-urlencoded)",
          );
        const fields: Record<string, string | string[]> = {};
        for (const [name, value] of new URLSearchParams(
          (await readBytes(ctx, limitBytes, "A form")).toString("utf8"),
        )) {
          const seen = fields[name];
          fields[name] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
        }
        ctx.request.body = fields;
      },
    };
  },

  /** A form or JSON, by Content-Type: the spec's login is a form, while scripts and tests often send JSON. */
  formOrJson(limitBytes = MB): BodyReader {
    const form = body.form(limitBytes);
    const json = body.json(limitBytes);
    return {
      mediaTypes: [...form.mediaTypes, ...json.mediaTypes],
      read: (ctx) => (ctx.is("urlencoded") ? form.read(ctx) : json.read(ctx)),
    };
  },

  /**
   * The bytes exactly as sent, of any type, on `request.rawBody` (empty when there is no body); `mediaType` is what
   * the document says is expected.
   */
  raw(limitBytes = MB, mediaType = "application/octet-stream"): BodyReader {
    return {
      mediaTypes: [mediaType],
      async read(ctx) {
        ctx.request.rawBody = hasBody(ctx)
          ? await readBytes(ctx, limitBytes, "The request body")
          : Buffer.alloc(0);
      },
    };
  },

  /**
   * One file of a multipart form, in memory, on `ctx.file`. Past `maxBytes` multer stops buffering and drains the
   * rest, so the client still reads our 413.
   */
  multipart(kind: MultipartKind): BodyReader {
    const options: multer.Options & { defParamCharset: string } = {
      // Browsers send UTF-8 file names without a charset parameter; multer's latin1 default would garble them.
      defParamCharset: "utf8",
      storage: multer.memoryStorage(),
      limits: { fileSize: kind.maxBytes, files: 1, fields: 10 },
      fileFilter: (_req, file, accept) => {
        if (kind.accepts(file.originalname)) accept(null, true);
        else accept(kind.refuse.unaccepted(file.originalname), false);
      },
    };
    const receive = multer(options).single(kind.field) as unknown as Middleware;
    return {
      mediaTypes: ["multipart/form-data"],
      fileField: kind.field,
      async read(ctx) {
        if (!ctx.is("multipart"))
          throw kind.refuse.missing(`Send the file as multipart/form-data, field "${kind.field}"`);
        try {
          await receive(ctx, async () => {});
        } catch (err) {
          if (err instanceof AppError) throw err;
          if (err instanceof MulterError && err.code === "LIMIT_FILE_SIZE") throw kind.refuse.tooLarge();
          // Anything else multer or busboy throws is about the body it was sent (a part cut off, no boundary, a
          // malformed part header): bad input, told as such, never a server error.
          throw new ValidationError(
            `Upload refused: the multipart body is malformed (${err instanceof Error ? err.message : String(err)}). Send one file in the multipart field "${kind.field}"`,
          );
        }
        if (!ctx.file)
          throw kind.refuse.missing(`No file received: send it in the multipart field "${kind.field}"`);
      },
    };
  },
};

/** A chunked body has no Content-Length but is a body all the same. */
function hasBody(ctx: Context): boolean {
  return Boolean(ctx.request.length) || ctx.get("Transfer-Encoding") !== "";
}

function unsupported(detail: string): AppError {
  return new AppError(ErrorCode.unsupportedMediaType, detail);
}

async function readBytes(ctx: Context, limitBytes: number, what: string): Promise<Buffer> {
  const tooLarge = () =>
    new AppError(ErrorCode.payloadTooLarge, `${what} may not exceed ${formatBytes(limitBytes)}`);
  if ((ctx.request.length ?? 0) > limitBytes) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limitBytes) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function formatBytes(bytes: number): string {
  return bytes >= MB ? `${Math.round((bytes / MB) * 10) / 10} MB` : `${Math.ceil(bytes / 1024)} KB`;
}
