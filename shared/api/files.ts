import { z } from "zod";
import { DiagnosticSchema, IsoTimestamp, pageQuery, ResourceId } from "./common";

export { hasUploadExtension, UPLOAD_EXTENSIONS } from "../uploadFormats";

export const UPLOAD_FIELD = "file";

export const FileIdParams = z.object({ id: ResourceId });

export const UploadedFile = z.object({
  file_id: ResourceId,
  filename: z.string(),
  format: z.string(),
  encoding: z.string(),
  /** Bytes. */
  size: z.number().int(),
  subtitle_count: z.number().int(),
  /** Seconds, up to the end of the last cue. */
  duration: z.number(),
  detected_language: z.string().nullable(),
  /** Warnings and infos of a file we accepted (errors are refused with 422 invalid_subtitle). */
  diagnostics: z.array(DiagnosticSchema),
  created_at: IsoTimestamp,
  expires_at: IsoTimestamp,
});
export type UploadedFile = z.infer<typeof UploadedFile>;

export const FileContentQuery = pageQuery(100, 1000);
export type FileContentQuery = z.infer<typeof FileContentQuery>;

export const CueView = z.object({
  /** 0-based position of the cue in the file (the same index translation segments use). */
  index: z.number().int(),
  /** Milliseconds. */
  start: z.number().int(),
  end: z.number().int(),
  text: z.string(),
});

export const FileContentResponse = z.object({
  file_id: ResourceId,
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
  cues: z.array(CueView),
});
export type FileContentResponse = z.infer<typeof FileContentResponse>;
