/** The quota periods of DECISIONS.md: calendar days and months in UTC, named as sortable strings. */

/** "2026-11-27" */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** "2026-11" */
export function utcMonth(now: Date): string {
  return now.toISOString().slice(0, 7);
}

/** Whole seconds until the next UTC midnight, at least one: the Retry-After of a daily limit. */
export function secondsUntilNextUtcDay(now: Date): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}

/** The first instant of the UTC month of `now`. */
export function startOfUtcMonth(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}
