/**
 * What a log line keeps of an error: its type, its code, its message with quoted values redacted, the schema
 * names PostgreSQL reports, where it was thrown, and its cause likewise. Nothing else: errors carry user data in
 * other fields (knex the SQL's `bindings`, PostgreSQL the failing row in `detail`, `where` and `parameters`, HTTP
 * and SMTP clients the exchange), so an error is logged by what is known to be safe rather than by what is not.
 */
export interface LoggedError {
  type: string;
  /** Our code (shared/errors.ts), a PostgreSQL SQLSTATE, SQLite's SQLITE_…, Node's E… */
  code?: string;
  message: string;
  /** PostgreSQL's schema names of a constraint violation: they say what failed without quoting the row. */
  table?: string;
  column?: string;
  constraint?: string;
  stack?: string;
  cause?: LoggedError;
}

/**
 * Quoted text in a message is where values go: a PostgreSQL parse error quotes its input, JSON.parse the text it
 * could not read, our own details a file name, SQL its literals. (Identifiers quoted in SQL go too: `table` and
 * `column` say them.)
 */
const QUOTED = /"[^"\n]*"|'[^'\n]*'/g;
const MAX_MESSAGE = 500;
const MAX_CAUSES = 3;
const SCHEMA_FIELDS = ["table", "column", "constraint"] as const;

function redactMessage(message: string): string {
  const redacted = message.replace(QUOTED, (quoted) => `${quoted[0]}[redacted]${quoted[0]}`);
  return redacted.length > MAX_MESSAGE ? `${redacted.slice(0, MAX_MESSAGE)}…` : redacted;
}

export function loggedError(err: unknown, depth = 0): LoggedError {
  if (!(err instanceof Error)) return { type: typeof err, message: "[not an Error: redacted]" };
  const logged: LoggedError = { type: err.constructor.name, message: redactMessage(err.message) };
  const fields = err as Error & Record<string, unknown>;
  if (typeof fields.code === "string" || typeof fields.code === "number") logged.code = String(fields.code);
  for (const field of SCHEMA_FIELDS) {
    const value = fields[field];
    if (typeof value === "string") logged[field] = value;
  }
  // The frames only: the stack's first lines repeat the message as it was.
  const frames = err.stack?.split("\n").filter((line) => /^\s+at /.test(line));
  if (frames && frames.length > 0) logged.stack = frames.join("\n");
  if (err.cause !== undefined && depth < MAX_CAUSES) logged.cause = loggedError(err.cause, depth + 1);
  return logged;
}
