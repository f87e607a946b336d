import { startFakeDeepL } from "@test/fakes/deepl";
import { closeFakesAfterEach } from "@test/fakes/expectations";
import { startFakeMyMemory } from "@test/fakes/mymemory";
import { startFakeOpenAI } from "@test/fakes/openai";
import { describe, expect, it } from "vitest";
import { createProviders } from "./registry";
import type { ProvidersConfig, ServiceId } from "./types";

const track = closeFakesAfterEach();

const config = (providers: Partial<ProvidersConfig> = {}): { providers: ProvidersConfig } => ({
  providers: {
    mymemory: { baseUrl: "http://127.0.0.1:9" },
    deepl: {},
    openai: { model: "gpt-4o-mini" },
    ...providers,
  },
});

const ALL: ServiceId[] = ["mymemory", "deepl", "openai"];

describe("createProviders", () => {
  it("enables MyMemory alone without keys", () => {
    const registry = createProviders(config());
    expect(registry.configured()).toEqual(["mymemory"]);
    expect(registry.get("deepl")).toBeUndefined();
    expect(registry.get("mymemory")?.id).toBe("mymemory");
  });

  it("enables DeepL with a key and OpenAI with a key or a self-hosted base URL", () => {
    expect(
      createProviders(
        config({ deepl: { apiKey: "k:fx" }, openai: { apiKey: "sk", model: "m" } }),
      ).configured(),
    ).toEqual(["openai", "deepl", "mymemory"]);
    expect(
      createProviders(
        config({ openai: { baseUrl: "http://localhost:11434/v1", model: "llama3" } }),
      ).configured(),
    ).toEqual(["openai", "mymemory"]);
  });
});

describe("fallbackChain", () => {
  const registry = createProviders(config({ deepl: { apiKey: "k" }, openai: { apiKey: "sk", model: "m" } }));

  it("puts the requested service first, then openai → deepl → mymemory", () => {
    expect(registry.fallbackChain("mymemory", ALL)).toEqual(["mymemory", "openai", "deepl"]);
    expect(registry.fallbackChain("deepl", ALL)).toEqual(["deepl", "openai", "mymemory"]);
    expect(registry.fallbackChain("openai", ALL)).toEqual(["openai", "deepl", "mymemory"]);
  });

  it("keeps only services the plan allows", () => {
    expect(registry.fallbackChain("deepl", ["mymemory", "deepl"])).toEqual(["deepl", "mymemory"]);
    expect(registry.fallbackChain("openai", ["mymemory"])).toEqual(["mymemory"]);
  });

  it("skips services that are not configured", () => {
    expect(createProviders(config()).fallbackChain("deepl", ALL)).toEqual(["mymemory"]);
  });
});

describe("providers built from configuration reach their fakes", () => {
  it("translates the same text through each service", async () => {
    const mymemory = track(await startFakeMyMemory());
    const deepl = track(await startFakeDeepL({ apiKey: "k:fx" }));
    const openai = track(await startFakeOpenAI({ apiKey: "sk" }));
    const registry = createProviders({
      providers: {
        mymemory: { baseUrl: mymemory.url, email: "a@b.c" },
        deepl: { baseUrl: deepl.url, apiKey: "k:fx" },
        openai: { baseUrl: openai.url, apiKey: "sk", model: "gpt-test" },
      },
    });
    const text = 'Hello <x id="1"/>world';
    for (const id of registry.configured()) {
      const out = await registry
        .get(id)
        ?.translate({ sourceLanguage: "en", targetLanguage: "fr", texts: [text] });
      expect(out).toEqual([`[fr] ${text}`]);
    }
    expect([mymemory, deepl, openai].map((f) => f.requests.length)).toEqual([1, 1, 1]);
    expect(mymemory.requests[0]?.params.de).toBe("a@b.c");
    expect(openai.requests[0]?.params.model).toBe("gpt-test");
  });
});
