import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SERVICE_IDS, SERVICES, type ServiceId } from "@shared/catalog";
import { DATA_PROTECTION_EMAIL } from "@shared/legal";
import { FILE_RETENTION_DAYS, MAX_UPLOAD_BYTES, PLANS, type PlanId } from "@shared/plans";

/** MyMemory's documented free allowance per day: anonymous, and with a contact address sent as `de`. */
export const MYMEMORY_DAILY_CHARS = { anonymous: 5_000, withEmail: 50_000 } as const;

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
  /** Reading uploaded and stored files, off the event loop (server/files/analysisPool.ts, documents.ts). */
  analysis: {
    /** Worker threads that parse and summarise files: one core fewer than the machine has, kept for the event loop. */
    threads: number;
    /** Time one file may take in a worker thread before it is refused (file_too_complex). */
    budgetMs: number;
    /** Requests' tasks that may wait for a thread; past them a request is refused as busy (service_unavailable). */
    queue: number;
    /** Estimated heap bytes the parsed-document cache may hold. */
    cacheBytes: number;
  };
  providers: {
    /**
     * `dailyLimit`: characters a day the server sends MyMemory at most (its own guard, see the README).
     * `requestsPerSecond` (<SERVICE>_REQUESTS_PER_SECOND): requests a second all processes together send the service.
     */
    mymemory: { baseUrl: string; email?: string; dailyLimit: number; requestsPerSecond: number };
    deepl: { baseUrl?: string; apiKey?: string; requestsPerSecond: number };
    openai: { baseUrl?: string; apiKey?: string; model: string; requestsPerSecond: number };
  };
  jobs: {
    concurrency: number;
    leaseMs: number;
    pollMs: number;
    /** Runs of a job against services that do not answer before it fails (the first run included). */
    retryAttempts: number;
    /** Pause before the second run; it doubles for each run after it. */
    retryDelayMs: number;
  };
  /** Job webhooks (server/webhooks/): how long a receiver may take to answer, how often the queue is read. */
  webhooks: {
    timeoutMs: number;
    pollMs: number;
    /**
     * WEBHOOK_ALLOW_LOOPBACK=1 (tests, a receiver on a developer's machine; off by default): a callback_url may be
     * http to a loopback address, and a delivery may connect to 127.0.0.0/8 or ::1. Private, link-local and
     * metadata addresses stay refused either way.
     */
    allowLoopback: boolean;
  };
  /** Public base URL of the app, for links in mails and OAuth redirect URIs (no trailing slash). */
  appUrl: string;
  /**
   * How many reverse proxies stand in front of the server (TRUST_PROXY, 0 by default). Each appends the address it
   * was reached from to X-Forwarded-For: the client's is the one the outermost trusted proxy appended. Without it,
   * every visitor behind a proxy shares the proxy's address in rate limits, sign-in throttling and quotas.
   */
  trustedProxies: number;
  /** HSTS=1: Strict-Transport-Security on every answer, not only where a trusted proxy says HTTPS. */
  hsts: boolean;
  /**
   * SHUTDOWN_GRACE_MS: how long SIGTERM waits for the batches in flight to be stored before it abandons them (their
   * leases go back) and the process exits, whatever is still running; a second signal exits at once.
   */
  shutdownGraceMs: number;
  /**
   * RATE_LIMIT_FACTOR: multiplies the requests every rate limit allows (1 by default). For load tests, whose few
   * addresses would otherwise be refused like an abuser; never in production.
   */
  rateLimitFactor: number;
  /**
   * HEALTH_TOKEN: the bearer token a monitor sends for /health/detailed from anywhere. Without it, the detailed
   * report answers only a request from the same host that no proxy forwarded.
   */
  healthToken?: string;
  mail: {
    /** SMTP server (smtp://user:pass@host:587, smtps://…); without it mails are written to DATA_DIR/outbox/. */
    smtpUrl?: string;
    from: string;
    /**
     * Where contact messages are mailed, and the address the contact page and the acknowledgement name. Unset, no
     * address is made up: messages are only stored, and the contact page offers the form alone.
     */
    supportEmail?: string;
    /** The data protection contact: GDPR requests go there. */
    privacyEmail: string;
  };
  oauth: {
    google: OAuthClientConfig & { userInfoUrl: string };
    github: OAuthClientConfig & { apiUrl: string };
  };
  /**
   * The operator's cost guard: characters a user of a plan may send to a paid service per UTC month
   * (MONTHLY_CHARACTERS_<PLAN>_<SERVICE>, e.g. MONTHLY_CHARACTERS_PREMIUM_DEEPL). Absent means unlimited.
   */
  allowances: CharacterAllowances;
  stripe: StripeConfig;
}

export type CharacterAllowances = Partial<Record<PlanId, Partial<Record<ServiceId, number>>>>;

/** Billing is available only with both keys; without them the billing calls answer `billing_unavailable`. */
export interface StripeConfig {
  secretKey?: string;
  webhookSecret?: string;
  prices: Record<"premium" | "pro", { monthly?: string; yearly?: string }>;
  /** STRIPE_API_BASE split for the `stripe` client (tests point it at a local fake); Stripe's own when absent. */
  api?: { host: string; port: number; protocol: "http" | "https" };
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
  const email = optional(env.MYMEMORY_EMAIL);
  return {
    port,
    dataDir: path.resolve(env.DATA_DIR || "./data"),
    databaseUrl: optional(env.DATABASE_URL),
    publicDir: path.resolve(env.PUBLIC_DIR || path.join(repoRoot, "dist")),
    version: packageVersion(),
    logLevel: env.LOG_LEVEL || (env.VITEST || env.NODE_ENV === "test" ? "silent" : "info"),
    maxUploadBytes: integer(env, "MAX_UPLOAD_BYTES", MAX_UPLOAD_BYTES),
    fileRetentionDays: FILE_RETENTION_DAYS,
    analysis: {
      threads: Math.max(1, integer(env, "ANALYSIS_THREADS", availableParallelism() - 1)),
      budgetMs: integer(env, "ANALYSIS_BUDGET_MS", 20_000),
      queue: integer(env, "ANALYSIS_QUEUE", 32),
      cacheBytes: integer(env, "DOCUMENT_CACHE_BYTES", 128 * 1024 * 1024),
    },
    providers: {
      mymemory: {
        baseUrl: env.MYMEMORY_API_URL || "https://api.mymemory.translated.net",
        email,
        dailyLimit: integer(
          env,
          "MYMEMORY_DAILY_CHARS",
          email ? MYMEMORY_DAILY_CHARS.withEmail : MYMEMORY_DAILY_CHARS.anonymous,
        ),
        requestsPerSecond: integer(env, "MYMEMORY_REQUESTS_PER_SECOND", 10),
      },
      deepl: {
        baseUrl: optional(env.DEEPL_API_URL),
        apiKey: optional(env.DEEPL_API_KEY),
        requestsPerSecond: integer(env, "DEEPL_REQUESTS_PER_SECOND", 10),
      },
      openai: {
        baseUrl: optional(env.OPENAI_BASE_URL),
        apiKey: optional(env.OPENAI_API_KEY),
        model: env.OPENAI_MODEL || "gpt-4o-mini",
        // OpenAI's first usage tier allows 500 requests a minute for its small models.
        requestsPerSecond: integer(env, "OPENAI_REQUESTS_PER_SECOND", 8),
      },
    },
    jobs: {
      concurrency: integer(env, "JOB_CONCURRENCY", 2),
      leaseMs: integer(env, "JOB_LEASE_MS", 30_000),
      pollMs: integer(env, "JOB_POLL_MS", 500),
      retryAttempts: integer(env, "JOB_RETRY_ATTEMPTS", 5),
      retryDelayMs: integer(env, "JOB_RETRY_DELAY_MS", 5_000),
    },
    webhooks: {
      timeoutMs: integer(env, "WEBHOOK_TIMEOUT_MS", 10_000),
      pollMs: integer(env, "WEBHOOK_POLL_MS", 1_000),
      allowLoopback: integer(env, "WEBHOOK_ALLOW_LOOPBACK", 0) > 0,
    },
    appUrl: (optional(env.APP_URL) ?? `http://localhost:${port}`).replace(/\/+$/, ""),
    trustedProxies: integer(env, "TRUST_PROXY", 0),
    hsts: integer(env, "HSTS", 0) > 0,
    shutdownGraceMs: integer(env, "SHUTDOWN_GRACE_MS", 20_000),
    rateLimitFactor: Math.max(1, integer(env, "RATE_LIMIT_FACTOR", 1)),
    healthToken: optional(env.HEALTH_TOKEN),
    mail: {
      smtpUrl: optional(env.SMTP_URL),
      from: optional(env.MAIL_FROM) ?? "Polysub <no-reply@localhost>",
      supportEmail: optional(env.SUPPORT_EMAIL),
      privacyEmail: optional(env.PRIVACY_EMAIL) ?? DATA_PROTECTION_EMAIL,
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
    allowances: characterAllowances(env),
    stripe: {
      secretKey: optional(env.STRIPE_SECRET_KEY),
      webhookSecret: optional(env.STRIPE_WEBHOOK_SECRET),
      prices: {
        premium: {
          monthly: optional(env.STRIPE_PRICE_PREMIUM_MONTHLY),
          yearly: optional(env.STRIPE_PRICE_PREMIUM_YEARLY),
        },
        pro: {
          monthly: optional(env.STRIPE_PRICE_PRO_MONTHLY),
          yearly: optional(env.STRIPE_PRICE_PRO_YEARLY),
        },
      },
      api: stripeApi(optional(env.STRIPE_API_BASE)),
    },
  };
}

function characterAllowances(env: Env): CharacterAllowances {
  const allowances: CharacterAllowances = {};
  for (const plan of Object.keys(PLANS) as PlanId[]) {
    for (const service of SERVICE_IDS) {
      if (!SERVICES[service].paid) continue;
      const name = `MONTHLY_CHARACTERS_${plan.toUpperCase()}_${service.toUpperCase()}`;
      if (optional(env[name]) === undefined) continue;
      allowances[plan] = { ...allowances[plan], [service]: integer(env, name, 0) };
    }
  }
  return allowances;
}

function stripeApi(base: string | undefined): StripeConfig["api"] {
  if (base === undefined) return undefined;
  const url = new URL(base);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: Number(url.port) || (protocol === "http" ? 80 : 443), protocol };
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
