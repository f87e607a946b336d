import path from "node:path";
import { MAX_UPLOAD_BYTES } from "@shared/plans";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { quotaHint } from "./providers/quotaHint";

describe("loadConfig", () => {
  it("runs on its defaults with an empty environment", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      dataDir: path.resolve("data"),
      databaseUrl: undefined,
      maxUploadBytes: MAX_UPLOAD_BYTES,
      fileRetentionDays: 30,
      providers: {
        mymemory: { baseUrl: "https://api.mymemory.translated.net", email: undefined },
        deepl: { apiKey: undefined },
        openai: { apiKey: undefined },
      },
    });
    expect(config.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(config.publicDir.endsWith(`${path.sep}dist`)).toBe(true);
  });

  it("reads every documented variable, ignoring blank ones", () => {
    const config = loadConfig({
      PORT: "9090",
      DATA_DIR: "/tmp/polysub-data",
      DATABASE_URL: "postgres://db/polysub",
      MYMEMORY_API_URL: "http://127.0.0.1:5001",
      MYMEMORY_EMAIL: "ops@example.org",
      DEEPL_API_KEY: "abc:fx",
      DEEPL_API_URL: "http://127.0.0.1:5002",
      OPENAI_API_KEY: " ",
      OPENAI_BASE_URL: "http://127.0.0.1:5003/v1",
      OPENAI_MODEL: "local-model",
      JOB_CONCURRENCY: "4",
    });
    expect(config).toMatchObject({
      port: 9090,
      dataDir: "/tmp/polysub-data",
      databaseUrl: "postgres://db/polysub",
      providers: {
        mymemory: { baseUrl: "http://127.0.0.1:5001", email: "ops@example.org" },
        deepl: { baseUrl: "http://127.0.0.1:5002", apiKey: "abc:fx" },
        openai: { baseUrl: "http://127.0.0.1:5003/v1", apiKey: undefined, model: "local-model" },
      },
      jobs: { concurrency: 4 },
    });
  });

  it("reads the mail and sign-in settings, with the real provider endpoints by default", () => {
    const defaults = loadConfig({ PORT: "9090" });
    expect(defaults.appUrl).toBe("http://localhost:9090");
    expect(defaults.mail).toEqual({
      smtpUrl: undefined,
      from: "Polysub <no-reply@localhost>",
      supportEmail: undefined,
      privacyEmail: "privacy@polysub.app",
    });
    expect(defaults.oauth).toEqual({
      google: {
        clientId: undefined,
        clientSecret: undefined,
        authorizationUrl: "https://accounts.google.com/o/oauth2/v2/auth",
        tokenUrl: "https://oauth2.googleapis.com/token",
        userInfoUrl: "https://openidconnect.googleapis.com/v1/userinfo",
      },
      github: {
        clientId: undefined,
        clientSecret: undefined,
        authorizationUrl: "https://github.com/login/oauth/authorize",
        tokenUrl: "https://github.com/login/oauth/access_token",
        apiUrl: "https://api.github.com",
      },
    });

    const set = loadConfig({
      APP_URL: "https://subs.example.org/",
      SMTP_URL: "smtp://u:p@127.0.0.1:2525",
      MAIL_FROM: "Subs <subs@example.org>",
      SUPPORT_EMAIL: "help@example.org",
      PRIVACY_EMAIL: "dpo@example.org",
      GOOGLE_CLIENT_ID: "gid",
      GOOGLE_CLIENT_SECRET: "gsecret",
      GOOGLE_AUTH_URL: "http://127.0.0.1:7000/google/authorize",
      GOOGLE_TOKEN_URL: "http://127.0.0.1:7000/google/token",
      GOOGLE_USERINFO_URL: "http://127.0.0.1:7000/google/userinfo",
      GITHUB_CLIENT_ID: "hid",
      GITHUB_CLIENT_SECRET: "hsecret",
      GITHUB_AUTH_URL: "http://127.0.0.1:7000/github/login/oauth/authorize",
      GITHUB_TOKEN_URL: "http://127.0.0.1:7000/github/login/oauth/access_token",
      GITHUB_API_URL: "http://127.0.0.1:7000/github-api/",
    });
    expect(set.appUrl).toBe("https://subs.example.org");
    expect(set.mail).toEqual({
      smtpUrl: "smtp://u:p@127.0.0.1:2525",
      from: "Subs <subs@example.org>",
      supportEmail: "help@example.org",
      privacyEmail: "dpo@example.org",
    });
    expect(set.oauth.google).toMatchObject({ clientId: "gid", clientSecret: "gsecret" });
    expect(set.oauth.github.apiUrl).toBe("http://127.0.0.1:7000/github-api");
  });

  it("takes MyMemory's documented daily quota: 5,000 characters anonymous, 50,000 with an address, or the override", () => {
    expect(loadConfig({}).providers.mymemory.dailyLimit).toBe(5_000);
    expect(loadConfig({ MYMEMORY_EMAIL: "ops@example.org" }).providers.mymemory.dailyLimit).toBe(50_000);
    expect(loadConfig({ MYMEMORY_DAILY_CHARS: "1200" }).providers.mymemory.dailyLimit).toBe(1_200);
    expect(loadConfig({}).jobs).toMatchObject({ retryAttempts: 5, retryDelayMs: 5_000 });
  });

  it("says at start how to raise the quota of the embedded default, in one line", () => {
    const anonymous = quotaHint(loadConfig({}));
    expect(anonymous).toBe(
      "MyMemory allows this server 5,000 characters a day: set MYMEMORY_EMAIL=you@example.org for 50,000, or DEEPL_API_KEY for DeepL (see README, Translation quotas).",
    );
    expect(quotaHint(loadConfig({ MYMEMORY_EMAIL: "ops@example.org" }))).toMatch(
      /^MyMemory allows this server 50,000 characters a day: set DEEPL_API_KEY/,
    );
    expect(quotaHint(loadConfig({ DEEPL_API_KEY: "k:fx" }))).toContain("DeepL is configured too");
    for (const hint of [anonymous, quotaHint(loadConfig({ DEEPL_API_KEY: "k:fx" }))]) {
      expect(hint).not.toContain("\n");
    }
  });

  it("stops at start on a malformed number instead of running with NaN", () => {
    expect(() => loadConfig({ PORT: "80a" })).toThrow(/PORT/);
    expect(() => loadConfig({ JOB_CONCURRENCY: "-1" })).toThrow(/JOB_CONCURRENCY/);
  });
});
