/**
 * Which files the upload accepts, without the zod schemas of shared/api/files.ts: the home page checks a chosen
 * file with this before any schema is needed, so the schemas stay out of its first load.
 */
import { UPLOAD_EXTENSIONS } from "./catalog";

export { UPLOAD_EXTENSIONS };

/** Whether the name ends in an extension of the catalog's readable formats (spec section 5, plus .ssa and .sbv). */
export function hasUploadExtension(filename: string): boolean {
  const lower = filename.toLowerCase();
  return UPLOAD_EXTENSIONS.some((ext) => lower.endsWith(ext));
}
