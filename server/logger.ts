import pino from "pino";
import type { Config } from "./config";
import { loggedError } from "./loggedError";

export type Logger = pino.Logger;

/**
 * Secrets never reach a log line, even when a request, its headers or a body are logged whole by mistake: bearer
 * tokens, cookies, passwords, codes and link tokens are replaced before the line is written.
 */
const REDACTED_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  "headers.authorization",
  "headers.cookie",
  ...[
    "password",
    "current_password",
    "new_password",
    "confirm_password",
    "totp_code",
    "token",
    "access_token",
  ].flatMap((key) => [key, `*.${key}`]),
];

/**
 * `destination`: where lines go (stdout by default); tests pass a stream to read what was logged. An error is
 * logged under `err` (pino's key), through loggedError: by its code and a redacted message.
 */
export function createLogger(config: Pick<Config, "logLevel">, destination?: pino.DestinationStream): Logger {
  const options = {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
    serializers: { err: loggedError },
  };
  return destination ? pino(options, destination) : pino(options);
}
