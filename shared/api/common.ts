import { z } from "zod";
import { ERROR_CODES } from "../errors";
import { PASSWORD_MAX_LENGTH, PASSWORD_PROBLEMS } from "../password";

/** The visitor identity every call carries in X-Device-Id (DECISIONS.md); compared in lower case. */
export const DeviceId = z.uuid().transform((id) => id.toLowerCase());

export const ResourceId = z.uuid();

export const IsoTimestamp = z.iso.datetime({ offset: true });

/** A password being checked, not chosen: any length up to the cap, so an old shorter password still signs in. */
export const PasswordInput = z.string().min(1).max(PASSWORD_MAX_LENGTH);

/** A 6-digit code or one of the 8-character backup codes (spaces and dashes as printed are ignored). */
export const SecondFactorCode = z
  .string()
  .trim()
  .max(32)
  .transform((code) => code.replace(/[\s-]/g, "").toLowerCase())
  .pipe(z.string().regex(/^(\d{6}|[a-z0-9]{8})$/, "must be a 6-digit code or a backup code"));

/** `?limit&offset` of any paged list; the query string arrives as text, hence the coercion. */
export function pageQuery(defaultLimit: number, maxLimit: number) {
  return z.object({
    limit: z.coerce.number().int().min(1).max(maxLimit).default(defaultLimit),
    offset: z.coerce.number().int().min(0).default(0),
  });
}

export const DiagnosticSchema = z.object({
  line: z.number().int(),
  column: z.number().int().optional(),
  severity: z.enum(["error", "warning", "info"]),
  code: z.string(),
  message: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

export const ErrorBody = z.object({
  detail: z.string(),
  code: z.enum(ERROR_CODES as [string, ...string[]]),
  /** invalid_subtitle: what the parser found, with line numbers. */
  diagnostics: z.array(DiagnosticSchema).optional(),
  /** validation_error: one entry per bad field. */
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /** weak_password: which rules the new password breaks (shared/password.ts). */
  problems: z.array(z.enum(PASSWORD_PROBLEMS)).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;
