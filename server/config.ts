import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { FILE_RETENTION_DAYS, MAX_UPLOAD_BYTES } from "../shared/plans";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export interface Config {
  port: number;
  dataDir: string;
  /** PostgreSQL connection string; when absent the server uses SQLite under `dataDir`. */
  databaseUrl?: string;
  /** The built client (vite's `dist/`), served with an SPA fallback. */
  publicDir: string;
  version: string;
  logLevel: string;
  maxUploadBytes: number;
  fileRetentionDays: number;
  providers: {
    mymemory: { baseUrl: string; email?: string };
    deepl: { baseUrl?: string; apiKey?: string };
    openai: { baseUrl?: string; apiKey?: string; model: string };
  };
  jobs: { concurrency: number; leaseMs: number; pollMs: number };
  /** Public base URL of the app, for links in mails and OAuth redirect URIs (no trailing slash). */
  appUrl: string;
  mail: {
    /** SMTP server (smtp://user:pass@host:587, smtps://…); without it mails are written to DATA_DIR/outbox/. */
    smtpUrl?: string;
    from: string;
    supportEmail: string;
    /** The data protection contact: GDPR requests go there. */
    privacyEmail: string;
  };
  oauth: {
    google: OAuthClientConfig & { userInfoUrl: string };
    github: OAuthClientConfig & { apiUrl: string };
  };
}

/** A provider without a client id is unavailable (its button shows so), not an error. */
export interface OAuthClientConfig {
  clientId?: string;
  clientSecret?: string;
  authorizationUrl: string;
  tokenUrl: string;
}

export type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env): Config {
  const port = integer(env, "PORT", 8080);
  return {
    port,
    dataDir: path.resolve(env.DATA_DIR || "./data"),
    databaseUrl: optional(env.DATABASE_URL),
    publicDir: path.resolve(env.PUBLIC_DIR || path.join(repoRoot, "dist")),
    version: packageVersion(),
    logLevel: env.LOG_LEVEL || (env.VITEST || env.NODE_ENV === "test" ? "silent" : "info"),
    maxUploadBytes: integer(env, "MAX_UPLOAD_BYTES", MAX_UPLOAD_BYTES),
    fileRetentionDays: FILE_RETENTION_DAYS,
    providers: {
      mymemory: {
        baseUrl: env.MYMEMORY_API_URL || "https://api.mymemory.translated.net",
        email: optional(env.MYMEMORY_EMAIL),
      },
      deepl: { baseUrl: optional(env.DEEPL_API_URL), apiKey: optional(env.DEEPL_API_KEY) },
      openai: {
        baseUrl: optional(env.OPENAI_BASE_URL),
        apiKey: optional(env.OPENAI_API_KEY),
        model: env.OPENAI_MODEL || "gpt-4o-mini",
      },
    },
    jobs: {
      concurrency: integer(env, "JOB_CONCURRENCY", 2),
      leaseMs: integer(env, "JOB_LEASE_MS", 30_000),
      pollMs: integer(env, "JOB_POLL_MS", 500),
    },
    appUrl: (optional(env.APP_URL) ?? `http://localhost:${port}`).replace(/\/+$/, ""),
    mail: {
      smtpUrl: optional(env.SMTP_URL),
      from: optional(env.MAIL_FROM) ?? "Polysub <no-reply@localhost>",
      supportEmail: optional(env.SUPPORT_EMAIL) ?? "support@localhost",
      privacyEmail: optional(env.PRIVACY_EMAIL) ?? "privacy@localhost",
    },
    oauth: {
      google: {
        clientId: optional(env.GOOGLE_CLIENT_ID),
        clientSecret: optional(env.GOOGLE_CLIENT_SECRET),
        authorizationUrl: optional(env.GOOGLE_AUTH_URL) ?? "https://accounts.google.com/o/oauth2/v2/auth",
        tokenUrl: optional(env.GOOGLE_TOKEN_URL) ?? "https://oauth2.googleapis.com/token",
        userInfoUrl: optional(env.GOOGLE_USERINFO_URL) ?? "https://openidconnect.googleapis.com/v1/userinfo",
      },
      github: {
        clientId: optional(env.GITHUB_CLIENT_ID),
        clientSecret: optional(env.GITHUB_CLIENT_SECRET),
        authorizationUrl: optional(env.GITHUB_AUTH_URL) ?? "https://github.com/login/oauth/authorize",
        tokenUrl: optional(env.GITHUB_TOKEN_URL) ?? "https://github.com/login/oauth/access_token",
        apiUrl: (optional(env.GITHUB_API_URL) ?? "https://api.github.com").replace(/\/+$/, ""),
      },
    },
  };
}

function optional(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === "" ? undefined : value.trim();
}

function integer(env: Env, name: string, fallback: number): number {
  const raw = optional(env[name]);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  // A typo in PORT or a limit must stop the server at start, not surface later as NaN.
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return value;
}

let cachedVersion: string | undefined;

function packageVersion(): string {
  cachedVersion ??= (
    JSON.parse(readFileSync(path.join(repoRoot, "package.json"), "utf8")) as { version: string }
  ).version;
  return cachedVersion;
}
