import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startFakeDeepL } from "@test/fakes/deepl";
import type { FakeServer } from "@test/fakes/harness";
import { startFakeMyMemory } from "@test/fakes/mymemory";
import { startFakeOpenAI } from "@test/fakes/openai";
import { type JobsHarness, startJobsHarness } from "@test/jobs/harness";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { TranslateEvent } from "./translate/report";

const bin = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "polysub.mjs");
/** Each run starts a process that compiles TypeScript as it loads: seconds each on a busy machine. */
const SPAWNING = { timeout: 90_000 };

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
  events: TranslateEvent[];
}

/** The real CLI in its own process, asynchronously: the fakes it calls answer from this process. */
function polysub(args: string[], options: { cwd: string; env?: Record<string, string> }): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], {
      cwd: options.cwd,
      // Nothing of this machine's configuration leaks in: the providers are the fakes the test names.
      env: { PATH: process.env.PATH ?? "", HOME: options.cwd, ...options.env },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on("error", reject);
    child.on("close", (code) => {
      const events = args.includes("--json")
        ? stdout
            .split("\n")
            .filter(Boolean)
            .map((line) => JSON.parse(line) as TranslateEvent)
        : [];
      resolve({ code, stdout, stderr, events });
    });
  });
}

const SRT_A =
  "1\n00:00:01,000 --> 00:00:02,500\nWhere were you last night?\n\n2\n00:00:03,000 --> 00:00:04,000\n<i>I was at home, reading.</i>\n";
const SRT_B =
  "1\n00:00:01,000 --> 00:00:02,000\nThe night was cold and we walked along the river.\n\n2\n00:00:03,000 --> 00:00:04,000\nWe talked about the war.\n";
const NOT_SUBTITLES = "<html><body>403 Forbidden</body></html>\n";

let work: string;

function folder(files: Record<string, string>): string {
  const dir = path.join(work, "in");
  mkdirSync(dir, { recursive: true });
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), content);
  return dir;
}

const read = (...parts: string[]) => readFileSync(path.join(work, ...parts), "utf8");
const sentTexts = (fake: FakeServer) => fake.requests.reduce((sum, r) => sum + r.texts, 0);

beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), "polysub-translate-"));
});

afterEach(() => {
  rmSync(work, { recursive: true, force: true });
});

describe("polysub translate, local mode", () => {
  let mymemory: FakeServer;
  let deepl: FakeServer;
  let openai: FakeServer;
  const env = () => ({
    POLYSUB_CACHE_DIR: path.join(work, "cache"),
    MYMEMORY_API_URL: mymemory.url,
    JOB_RETRY_DELAY_MS: "10",
  });

  beforeAll(async () => {
    [mymemory, deepl, openai] = await Promise.all([startFakeMyMemory(), startFakeDeepL(), startFakeOpenAI()]);
  });
  afterAll(async () => {
    await Promise.all([mymemory.close(), deepl.close(), openai.close()]);
  });
  beforeEach(() => {
    for (const fake of [mymemory, deepl, openai]) {
      fake.requests.length = 0;
      fake.setFaults({});
    }
  });

  it(
    "translates a folder into two languages, fails the file it cannot read with its reason, and a second run sends nothing",
    SPAWNING,
    async () => {
      const dir = folder({
        "a.en.srt": SRT_A,
        "b.srt": SRT_B,
        "broken.srt": NOT_SUBTITLES,
        "notes.txt": "x",
      });
      const first = await polysub(["translate", "in", "--to", "fr,de", "--json"], { cwd: work, env: env() });
      expect(first.code).toBe(1);
      expect(read("in", "a.fr.srt")).toBe(
        "1\n00:00:01,000 --> 00:00:02,500\n[fr] Where were you last night?\n\n2\n00:00:03,000 --> 00:00:04,000\n<i>[fr] I was at home, reading.</i>\n",
      );
      expect(read("in", "a.de.srt")).toContain("[de] Where were you last night?");
      expect(read("in", "b.fr.srt")).toContain("[fr] The night was cold");
      expect(read("in", "b.de.srt")).toContain("[de] The night was cold");
      expect(existsSync(path.join(dir, "broken.fr.srt"))).toBe(false);
      const failed = first.events.filter((e) => e.event === "failed");
      expect(failed).toEqual([
        expect.objectContaining({
          file: path.join("in", "broken.srt"),
          target: "fr",
          code: "invalid_subtitle",
        }),
        expect.objectContaining({
          file: path.join("in", "broken.srt"),
          target: "de",
          code: "invalid_subtitle",
        }),
      ]);
      expect((failed[0] as { reason: string }).reason).toMatch(/no subtitle was found/);
      expect(first.events.at(-1)).toEqual({ event: "summary", done: 4, skipped: 0, failed: 2 });
      expect(sentTexts(mymemory)).toBe(8);
      expect(mymemory.requests.map((r) => r.params.langpair).sort()).toEqual([
        ...Array(4).fill("en|de"),
        ...Array(4).fill("en|fr"),
      ]);

      const before = mymemory.requests.length;
      const again = await polysub(
        ["translate", "in/a.en.srt", "in/b.srt", "--to", "fr,de", "-o", "out", "--json"],
        {
          cwd: work,
          env: env(),
        },
      );
      expect(again.code).toBe(0);
      expect(mymemory.requests.length).toBe(before);
      expect(read("out", "a.fr.srt")).toBe(read("in", "a.fr.srt"));
      expect(read("out", "b.de.srt")).toBe(read("in", "b.de.srt"));
      expect(again.events.filter((e) => e.event === "done")).toHaveLength(4);
      for (const done of again.events.filter((e) => e.event === "done"))
        expect(done).toMatchObject({ sent: 0, cached: 2 });

      const forced = await polysub(["translate", "in/b.srt", "--to", "fr", "--force"], {
        cwd: work,
        env: env(),
      });
      expect(forced.code).toBe(0);
      expect(forced.stdout).toContain("done     in/b.fr.srt (0 texts sent, 2 from the cache)");
      expect(mymemory.requests.length).toBe(before);
    },
  );

  it(
    "skips outputs that exist, and a run whose outputs all exist exits 0 sending nothing",
    SPAWNING,
    async () => {
      folder({ "a.srt": SRT_A });
      writeFileSync(path.join(work, "in", "a.fr.srt"), "kept");
      const run = await polysub(["translate", "in/a.srt", "--to", "fr", "--json"], { cwd: work, env: env() });
      expect(run.code).toBe(0);
      expect(run.events).toEqual([
        expect.objectContaining({ event: "skipped", output: path.join("in", "a.fr.srt") }),
        { event: "summary", done: 0, skipped: 1, failed: 0 },
      ]);
      expect(read("in", "a.fr.srt")).toBe("kept");
      expect(mymemory.requests).toHaveLength(0);
    },
  );

  it(
    "uses the first service configured, falls back like the server when it fails, and writes the format asked",
    SPAWNING,
    async () => {
      folder({ "a.srt": SRT_A, "b.srt": SRT_B });
      const all = {
        ...env(),
        DEEPL_API_KEY: "test-key:fx",
        DEEPL_API_URL: deepl.url,
        OPENAI_API_KEY: "test-key",
        OPENAI_BASE_URL: openai.url,
      };
      const first = await polysub(["translate", "in/a.srt", "--to", "fr", "--from", "en", "--json"], {
        cwd: work,
        env: all,
      });
      expect(first.code).toBe(0);
      expect(first.events.find((e) => e.event === "done")).toMatchObject({ services: { openai: 2 } });
      expect(mymemory.requests).toHaveLength(0);

      deepl.setFaults({ quotaExceeded: true });
      const fallback = await polysub(
        ["translate", "in/b.srt", "--to", "es", "--service", "deepl", "--format", "vtt", "--json"],
        { cwd: work, env: all },
      );
      expect(fallback.code).toBe(0);
      expect(deepl.requests.length).toBeGreaterThan(0);
      expect(fallback.events.find((e) => e.event === "done")).toMatchObject({ services: { openai: 2 } });
      expect(read("in", "b.es.vtt")).toMatch(
        /^WEBVTT\n\n00:00:01\.000 --> 00:00:02\.000\n.*The night was cold/,
      );
    },
  );

  it("exits 2 on bad usage, naming the problem", SPAWNING, async () => {
    folder({ "a.srt": SRT_A });
    const cases: [string[], RegExp][] = [
      [["translate", "in/a.srt"], /--to is required/],
      [["translate", "--to", "fr"], /missing FILE or DIR/],
      [["translate", "in/a.srt", "--to", "xx"], /"xx" is not a language code/],
      [
        ["translate", "in/a.srt", "--to", "fr", "--service", "deepl"],
        /deepl: not configured \(set DEEPL_API_KEY\)/,
      ],
      [["translate", "in/a.srt", "--to", "fr", "--format", "docx"], /--format must be one of/],
      [["translate", "in/a.srt", "--to", "fr", "--api-key", "psk_x"], /--api-key goes with --server/],
      [["translate", "in/a.srt", "--to", "fr", "--bogus"], /Unknown option '--bogus'/],
    ];
    const runs = await Promise.all(cases.map(([args]) => polysub(args, { cwd: work, env: env() })));
    cases.forEach(([args, message], i) => {
      const run = runs[i] as Run;
      expect(run.code, args.join(" ")).toBe(2);
      expect(run.stderr).toMatch(message);
      expect(run.stderr).toContain("polysub translate --help");
    });
    expect(mymemory.requests).toHaveLength(0);
  });

  it("--help reads like a manual page", SPAWNING, async () => {
    const help = await polysub(["translate", "--help"], { cwd: work });
    expect(help.code).toBe(0);
    for (const section of [
      "NAME",
      "SYNOPSIS",
      "DESCRIPTION",
      "OPTIONS",
      "ENVIRONMENT",
      "EXIT STATUS",
      "EXAMPLES",
    ])
      expect(help.stdout).toMatch(new RegExp(`^${section}$`, "m"));
    expect(help.stdout).toContain("POLYSUB_CACHE_DIR");
    const top = await polysub(["--help"], { cwd: work });
    expect(top.stdout).toMatch(/^SYNOPSIS\n {2}polysub translate FILE\|DIR… --to LANG/m);
  });
});

describe("polysub translate, remote mode", () => {
  let h: JobsHarness;

  beforeAll(async () => {
    h = await startJobsHarness({ services: ["mymemory"] });
  });
  afterAll(async () => {
    await h.close();
  });

  it(
    "uploads, starts a job per language, follows and exports them through the API; a second run sends nothing",
    SPAWNING,
    async () => {
      folder({ "a.en.srt": SRT_A, "b.srt": SRT_B, "broken.srt": NOT_SUBTITLES });
      const fake = h.fakes.mymemory as FakeServer;
      // A Pro account's API key, as a batch user has it from the security section; no device id is sent.
      const created = await h.api.post("/auth/api-keys", { name: "batch" });
      expect(created.status).toBe(201);
      const { key } = (await created.json()) as { key: string };
      const remote = ["--server", h.server.origin, "--api-key", key];
      const first = await polysub(["translate", "in", "--to", "fr,de", "--json", ...remote], { cwd: work });
      expect(first.code, first.stderr).toBe(1);
      expect(read("in", "a.fr.srt")).toBe(
        "1\n00:00:01,000 --> 00:00:02,500\n[fr] Where were you last night?\n\n2\n00:00:03,000 --> 00:00:04,000\n<i>[fr] I was at home, reading.</i>\n",
      );
      expect(read("in", "b.de.srt")).toContain("[de] The night was cold");
      expect(existsSync(path.join(work, "in", "a.de.srt"))).toBe(true);
      expect(existsSync(path.join(work, "in", "b.fr.srt"))).toBe(true);
      const failed = first.events.filter((e) => e.event === "failed");
      expect(failed).toHaveLength(2);
      expect(failed[0]).toMatchObject({
        code: "invalid_subtitle",
        reason: expect.stringMatching(/not a readable/),
      });
      const sent = fake.requests.length;
      expect(sent).toBeGreaterThan(0);

      const again = await polysub(
        [
          "translate",
          "in/a.en.srt",
          "in/b.srt",
          "--to",
          "fr,de",
          "-o",
          "out",
          "--force",
          "--json",
          ...remote,
        ],
        { cwd: work },
      );
      expect(again.code, again.stderr).toBe(0);
      expect(fake.requests.length).toBe(sent);
      expect(read("out", "a.fr.srt")).toBe(read("in", "a.fr.srt"));
    },
  );

  it("reports a refused key on each output and exits 1", SPAWNING, async () => {
    folder({ "a.srt": SRT_A });
    const run = await polysub(
      ["translate", "in/a.srt", "--to", "fr", "--server", h.server.origin, "--api-key", "psk_wrong"],
      { cwd: work },
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/failed {3}a\.srt → fr: .*(expired|revoked|invalid)/i);
  });
});
