/**
 * A unique index refused the row. Checking first and inserting second leaves a window between two requests;
 * the index closes it, and this tells its refusal from a real failure on SQLite and PostgreSQL alike.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== "object" || error === null || !("code" in error)) return false;
  const { code } = error as { code: unknown };
  return code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY" || code === "23505";
}
