import { type FakeDeepLOptions, startFakeDeepL } from "@test/fakes/deepl";
import {
  closeFakesAfterEach,
  expectCancellable,
  expectRetryAfterHonoured,
  providerFailure,
} from "@test/fakes/expectations";
import { describe, expect, it } from "vitest";
import {
  createDeepLProvider,
  DEEPL_FREE_URL,
  DEEPL_PRO_URL,
  type DeepLOptions,
  deeplBaseUrl,
  deeplContext,
  deeplSourceLanguage,
  deeplTargetLanguage,
} from "./deepl";

const track = closeFakesAfterEach();

async function setup(fakeOptions: FakeDeepLOptions = {}, options: Partial<DeepLOptions> = {}) {
  const fake = track(await startFakeDeepL({ apiKey: "key-1:fx", ...fakeOptions }));
  const provider = createDeepLProvider({
    apiKey: "key-1:fx",
    baseUrl: fake.url,
    retry: { baseDelayMs: 5 },
    ...options,
  });
  return { fake, provider };
}

const translate = (provider: ReturnType<typeof createDeepLProvider>, texts: string[], target = "fr") =>
  provider.translate({ sourceLanguage: "en", targetLanguage: target, texts });

describe("DeepL language codes and hosts", () => {
  it("maps our codes to DeepL's source and target codes", () => {
    expect(
      ["en", "en-gb", "pt", "pt-br", "zh", "zh-tw", "no", "es-419", "fr"].map(deeplTargetLanguage),
    ).toEqual(["EN-US", "EN-GB", "PT-PT", "PT-BR", "ZH-HANS", "ZH-HANT", "NB", "ES-419", "FR"]);
    expect(["en-us", "pt-BR", "no", "auto"].map(deeplSourceLanguage)).toEqual(["EN", "PT", "NB", undefined]);
  });

  it("sends the job's description, genre, neighbouring cues and glossary as DeepL context", () => {
    expect(
      deeplContext({
        description: "A heist film",
        genre: "thriller",
        before: ["Run!", "Now!"],
        after: ["Stop."],
        glossary: [{ source: "Bob", target: "Roberto" }],
      }),
    ).toBe(
      "About the video: A heist film\nGenre: thriller\nPreceding subtitles: Run! / Now!\nFollowing subtitles: Stop.\nTerms: Bob = Roberto",
    );
    expect(deeplContext({ before: [], glossary: [] })).toBeUndefined();
  });

  it("picks the host from the key unless DEEPL_API_URL overrides it", () => {
    expect(deeplBaseUrl("abc:fx")).toBe(DEEPL_FREE_URL);
    expect(deeplBaseUrl("abc")).toBe(DEEPL_PRO_URL);
    expect(deeplBaseUrl("abc", "http://127.0.0.1:9/")).toBe("http://127.0.0.1:9");
  });
});

describe("DeepL provider against the fake", () => {
  it("sends one request per batch with XML tag handling, placeholders and special characters intact", async () => {
    const { fake, provider } = await setup();
    const out = await provider.translate({
      sourceLanguage: "en",
      targetLanguage: "fr",
      texts: ['Tom & <x id="1"/>Jerry<x id="2"/>', "I <3 you", "  "],
      context: { genre: "cartoon" },
    });
    expect(out).toEqual(['[fr] Tom & <x id="1"/>Jerry<x id="2"/>', "[fr] I <3 you", "  "]);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({
      texts: 2,
      status: 200,
      params: { target_lang: "FR", source_lang: "EN", tag_handling: "xml", context: "Genre: cartoon" },
    });
  });

  it("splits a large batch into requests of at most 50 texts, in order", async () => {
    const { fake, provider } = await setup();
    const texts = Array.from({ length: 120 }, (_, i) => `Line ${i}`);
    const out = await translate(provider, texts, "en-gb");
    expect(out).toEqual(texts.map((t) => `[en-gb] ${t}`));
    expect(fake.requests.map((r) => r.texts).sort((a, b) => a - b)).toEqual([20, 50, 50]);
  });

  it("waits for Retry-After after a 429, then succeeds", async () => {
    const { fake, provider } = await setup({ status429Times: 1, retryAfterSeconds: 1 });
    expect(await expectRetryAfterHonoured(fake, () => translate(provider, ["Hi"]))).toEqual(["[fr] Hi"]);
  });

  it("backs off on a bare 429 (DeepL sends no Retry-After) and on 503", async () => {
    const { fake, provider } = await setup({ status429Times: 1, status5xxTimes: 1 });
    expect(await translate(provider, ["Hi"])).toEqual(["[fr] Hi"]);
    expect(fake.requests.map((r) => r.status)).toEqual([429, 503, 200]);
  });

  it("turns 456 into quota_exceeded without retrying", async () => {
    const { fake, provider } = await setup({ characterLimit: 10 });
    expect(await translate(provider, ["Hello"])).toEqual(["[fr] Hello"]);
    const error = await providerFailure(translate(provider, ["Hello again"]));
    expect(error).toMatchObject({ kind: "quota_exceeded", status: 456, userFault: false });
    expect(fake.requests).toHaveLength(2);
  });

  it("reports a refused key as auth, the configuration's fault", async () => {
    const { fake, provider } = await setup({}, { apiKey: "wrong:fx" });
    const error = await providerFailure(translate(provider, ["Hi"]));
    expect(error).toMatchObject({ kind: "auth", status: 403, userFault: true });
    expect(fake.requests).toHaveLength(1);
  });

  it("reports an unsupported target as bad_request with DeepL's message", async () => {
    const { provider } = await setup();
    const error = await providerFailure(translate(provider, ["Hi"], "xx"));
    expect(error).toMatchObject({ kind: "bad_request", status: 400, userFault: true });
    expect(error.message).toContain("target_lang");
  });

  it("refuses a reply with fewer translations than texts", async () => {
    const { provider } = await setup({ wrongCount: true });
    const error = await providerFailure(translate(provider, ["a", "b"]));
    expect(error).toMatchObject({ kind: "bad_response", userFault: false });
  });

  it("times out a silent server, retries, and succeeds", async () => {
    const { fake, provider } = await setup({ timeoutTimes: 1 }, { timeoutMs: 600 });
    expect(await translate(provider, ["Hi"])).toEqual(["[fr] Hi"]);
    expect(fake.requests).toHaveLength(2);
  });

  it("rejects with the abort reason when the job is cancelled", async () => {
    const { provider } = await setup({ latencyMs: 1000 });
    await expectCancellable(provider);
  });

  it("passes dropped placeholders through for the segment engine to repair", async () => {
    const { provider } = await setup({ dropPlaceholders: true });
    expect(await translate(provider, ['<x id="1"/>Hi<x id="2"/>'])).toEqual(["[fr] Hi"]);
  });
});
