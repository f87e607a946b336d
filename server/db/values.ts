/**
 * Timestamps are written as ISO-8601 strings; SQLite hands back what was written, PostgreSQL a Date.
 * Reading through this keeps the API's timestamps identical on both.
 */
export function toIso(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "number") return new Date(value).toISOString();
  if (typeof value === "string") return new Date(value).toISOString();
  throw new TypeError(`Not a timestamp: ${String(value)}`);
}

export function nowIso(): string {
  return new Date().toISOString();
}

export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(iso) + days * 86_400_000).toISOString();
}
