import {
  closeFakesAfterEach,
  expectCancellable,
  expectRetryAfterHonoured,
  providerFailure,
} from "@test/fakes/expectations";
import { type FakeOpenAIOptions, startFakeOpenAI } from "@test/fakes/openai";
import { describe, expect, it } from "vitest";
import { createOpenAIProvider, type OpenAIOptions } from "./openai";
import { checkReply, systemPrompt, userMessage } from "./openaiPrompt";
import type { TranslateRequest } from "./types";

const track = closeFakesAfterEach();

async function setup(fakeOptions: FakeOpenAIOptions = {}, options: OpenAIOptions = {}) {
  const fake = track(await startFakeOpenAI({ apiKey: "sk-test", ...fakeOptions }));
  const provider = createOpenAIProvider({
    apiKey: "sk-test",
    baseUrl: fake.url,
    model: "gpt-test",
    retry: { baseDelayMs: 5 },
    ...options,
  });
  return { fake, provider };
}

const TEXTS = ['<x id="1"/>Hello<x id="2"/>', "How are you?", 'Fine, <x id="1"/>thanks', "Bye"];
const EXPECTED = TEXTS.map((t) => `[de] ${t}`);

const translate = (provider: ReturnType<typeof createOpenAIProvider>, texts = TEXTS) =>
  provider.translate({ sourceLanguage: "en", targetLanguage: "de", texts });

describe("OpenAI prompt and reply checks", () => {
  const req: TranslateRequest = {
    sourceLanguage: "en",
    targetLanguage: "pt",
    texts: ["Hi Bob"],
    context: {
      description: "A heist film",
      genre: "thriller",
      before: ["Run!"],
      after: ["Now."],
      glossary: [{ source: "Bob", target: "Roberto" }],
    },
  };

  it("puts the job's context, genre and glossary in the system prompt, with language names", () => {
    const prompt = systemPrompt(req);
    expect(prompt).toContain("from English into Portuguese");
    expect(prompt).toContain("About the video: A heist film");
    expect(prompt).toContain("Genre: thriller");
    expect(prompt).toContain("Bob → Roberto");
  });

  it("numbers the segments and sends neighbouring cues as context", () => {
    expect(JSON.parse(userMessage(req, ["a", "b"]))).toEqual({
      source_language: "en",
      target_language: "pt",
      context_before: ["Run!"],
      segments: [
        { id: 1, text: "a" },
        { id: 2, text: "b" },
      ],
      context_after: ["Now."],
    });
  });

  it("accepts ids in any order and flags lost placeholders", () => {
    const reply = JSON.stringify({
      translations: [
        { id: 2, text: "B" },
        { id: 1, text: "A" },
      ],
    });
    expect(checkReply(reply, ['<x id="1"/>a', "b"])).toEqual({
      ok: true,
      translations: ["A", "B"],
      placeholdersKept: false,
    });
  });

  it("reads JSON wrapped in a code fence by servers that ignore response_format", () => {
    const fenced = '```json\n{"translations":[{"id":"1","text":"A"}]}\n```';
    expect(checkReply(fenced, ["a"])).toEqual({ ok: true, translations: ["A"], placeholdersKept: true });
  });

  it.each([
    ["not json", "reply is not valid JSON"],
    [JSON.stringify({ translations: [{ id: 1, text: "A" }] }), "1 translations for 2 segments"],
    [
      JSON.stringify({
        translations: [
          { id: 1, text: "A" },
          { id: 1, text: "B" },
        ],
      }),
      "unexpected or repeated id 1",
    ],
    [JSON.stringify({ items: [] }), "reply has no translations array"],
  ])("refuses a broken reply: %s", (content, problem) => {
    expect(checkReply(content, ["a", "b"])).toEqual({ ok: false, problem });
  });
});

describe("OpenAI provider against the fake", () => {
  it("translates a batch with one chat completion, placeholders kept", async () => {
    const { fake, provider } = await setup();
    expect(await translate(provider)).toEqual(EXPECTED);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({
      texts: 4,
      status: 200,
      params: { model: "gpt-test", retry_count: "0" },
    });
  });

  it("cuts more texts than maxBatchSize into several completions, in order", async () => {
    const { fake, provider } = await setup({}, { maxBatchSize: 3 });
    expect(await translate(provider, [...TEXTS, ...TEXTS])).toEqual([...EXPECTED, ...EXPECTED]);
    expect(fake.requests.map((r) => r.texts).sort((a, b) => a - b)).toEqual([2, 3, 3]);
  });

  it("retries a batch with a wrong count split in two halves", async () => {
    const { fake, provider } = await setup({ wrongCount: 1 });
    expect(await translate(provider)).toEqual(EXPECTED);
    expect(fake.requests.map((r) => r.texts)).toEqual([4, 2, 2]);
  });

  it("splits at most twice, then reports bad_response (falls back)", async () => {
    const { fake, provider } = await setup({ wrongCount: true });
    const error = await providerFailure(translate(provider));
    expect(error).toMatchObject({ kind: "bad_response", userFault: false });
    const sizes = fake.requests.map((r) => r.texts);
    expect(sizes.slice(0, 3)).toEqual([4, 2, 2]);
    expect(sizes.slice(3).length).toBeGreaterThan(0);
    expect(sizes.slice(3).every((size) => size === 1)).toBe(true);
  });

  it.each([
    ["lost placeholders", { dropPlaceholders: 1 }],
    ["a truncated reply", { truncateTimes: 1 }],
    ["a refusal", { refuseTimes: 1 }],
  ])("retries after %s in halves", async (_, faults) => {
    const { fake, provider } = await setup(faults);
    expect(await translate(provider)).toEqual(EXPECTED);
    expect(fake.requests).toHaveLength(3);
  });

  it("accepts lost placeholders once it cannot split further", async () => {
    const { fake, provider } = await setup({ dropPlaceholders: true });
    expect(await translate(provider, ['<x id="1"/>Hello'])).toEqual(["[de] Hello"]);
    expect(fake.requests).toHaveLength(1);
  });

  it("waits for Retry-After after a 429 and makes no hidden SDK retries", async () => {
    const { fake, provider } = await setup({ status429Times: 1, retryAfterSeconds: 1 });
    expect(await expectRetryAfterHonoured(fake, () => translate(provider))).toEqual(EXPECTED);
    expect(fake.requests.map((r) => r.params.retry_count)).toEqual(["0", "0"]);
  });

  it("retries 503 overloads", async () => {
    const { fake, provider } = await setup({ status5xxTimes: 2 });
    expect(await translate(provider)).toEqual(EXPECTED);
    expect(fake.requests.map((r) => r.status)).toEqual([503, 503, 200]);
  });

  it("retries after a dropped connection", async () => {
    const { fake, provider } = await setup({ dropConnectionTimes: 1 });
    expect(await translate(provider)).toEqual(EXPECTED);
    expect(fake.requests.map((r) => r.status)).toEqual([0, 200]);
  });

  it("turns insufficient_quota into quota_exceeded without retrying", async () => {
    const { fake, provider } = await setup({ quotaExceeded: true });
    expect(await providerFailure(translate(provider))).toMatchObject({
      kind: "quota_exceeded",
      status: 429,
      userFault: false,
    });
    expect(fake.requests).toHaveLength(1);
  });

  it("reports a refused key as auth", async () => {
    const { provider } = await setup({}, { apiKey: "sk-wrong" });
    expect(await providerFailure(translate(provider))).toMatchObject({
      kind: "auth",
      status: 401,
      userFault: true,
    });
  });

  it("times out a silent server, retries, and succeeds", async () => {
    const { fake, provider } = await setup({ timeoutTimes: 1 }, { timeoutMs: 600 });
    expect(await translate(provider)).toEqual(EXPECTED);
    expect(fake.requests).toHaveLength(2);
  });

  it("reports a timeout once the attempts are spent", async () => {
    const { provider } = await setup(
      { timeoutTimes: 5 },
      { timeoutMs: 100, retry: { attempts: 2, baseDelayMs: 5 } },
    );
    expect((await providerFailure(translate(provider))).kind).toBe("timeout");
  });

  it("works with an Ollama-style local server and no key", async () => {
    const fake = track(await startFakeOpenAI({ localServer: true }));
    const provider = createOpenAIProvider({ baseUrl: fake.url });
    expect(await translate(provider)).toEqual(EXPECTED);
  });

  it("does not send blank texts", async () => {
    const { fake, provider } = await setup();
    expect(await translate(provider, ["", "Hi", " "])).toEqual(["", "[de] Hi", " "]);
    expect(fake.requests[0]?.texts).toBe(1);
  });

  it("rejects with the abort reason when the job is cancelled", async () => {
    const { provider } = await setup({ latencyMs: 1000 });
    await expectCancellable(provider);
  });
});
