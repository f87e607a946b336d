/**
 * Which files the upload accepts, without the zod schemas of shared/api/files.ts: the home page checks a chosen
 * file with these before any schema is needed, so the schemas stay out of its first load.
 */

/** Extensions accepted on upload (spec section 5, plus .ssa and .sbv which the engine reads). */
export const UPLOAD_EXTENSIONS = [".srt", ".vtt", ".ass", ".ssa", ".sub", ".sbv"] as const;

export function hasUploadExtension(filename: string): boolean {
  const lower = filename.toLowerCase();
  return UPLOAD_EXTENSIONS.some((ext) => lower.endsWith(ext));
}
