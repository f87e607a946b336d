import { SERVICE_LANGUAGES } from "@shared/languages";
import { cleanOutput, escapeXmlText } from "./entities";
import { withProtectedTerms } from "./glossary";
import { errorForStatus, excerpt, type HttpResult, httpRequest, kindForStatus, parseJson } from "./http";
import { allOrNothing, createLimiter } from "./limiter";
import { withRetry } from "./retry";
import { groupTexts, nonBlank, skippingBlanks } from "./split";
import type { ClientTuning, TranslateRequest, TranslationContext, TranslationProvider } from "./types";

export const DEEPL_FREE_URL = "https://api-free.deepl.com";
export const DEEPL_PRO_URL = "https://api.deepl.com";
/** The reference page's per-request text limit (the OpenAPI file only bounds the body size). */
export const DEEPL_MAX_TEXTS = 50;
/** 128 KiB body limit, less room for the other parameters. */
export const DEEPL_MAX_BODY_BYTES = 120 * 1024;

export interface DeepLOptions extends ClientTuning {
  apiKey: string;
  /** DEEPL_API_URL; otherwise chosen from the key (free keys end in `:fx`). */
  baseUrl?: string;
}

/** Free keys only work on the free host and Pro keys on the Pro host (403 "Wrong endpoint" otherwise). */
export function deeplBaseUrl(apiKey: string, override?: string): string {
  return (override ?? (apiKey.endsWith(":fx") ? DEEPL_FREE_URL : DEEPL_PRO_URL)).replace(/\/+$/, "");
}

/** Sources are base codes only (`EN-US` as a source is refused); undefined lets DeepL detect it. */
export function deeplSourceLanguage(code: string): string | undefined {
  const base = code.toLowerCase().split("-")[0] ?? "";
  if (base === "auto" || base === "") return undefined;
  return base === "no" ? "NB" : base.toUpperCase();
}

/** Targets need a variant for English and Portuguese (bare EN/PT are deprecated), and a script for Chinese. */
export function deeplTargetLanguage(code: string): string {
  const lower = code.toLowerCase();
  const [base = "", region = ""] = lower.split("-");
  switch (base) {
    case "en":
      return region === "gb" || region === "uk" ? "EN-GB" : "EN-US";
    case "pt":
      return region === "br" ? "PT-BR" : "PT-PT";
    case "zh":
      return ["tw", "hk", "mo", "hant"].includes(region) ? "ZH-HANT" : "ZH-HANS";
    case "es":
      return region === "419" ? "ES-419" : "ES";
    case "no":
    case "nb":
      return "NB";
    default:
      return base.toUpperCase();
  }
}

/** DeepL's `context` steers every text of the request and is neither translated nor billed. */
export function deeplContext(context: TranslationContext | undefined): string | undefined {
  if (!context) return undefined;
  const lines = [
    context.description && `About the video: ${context.description}`,
    context.genre && `Genre: ${context.genre}`,
    context.before?.length && `Preceding subtitles: ${context.before.join(" / ")}`,
    context.after?.length && `Following subtitles: ${context.after.join(" / ")}`,
    context.glossary?.length &&
      `Terms: ${context.glossary.map(({ source, target }) => `${source} = ${target}`).join("; ")}`,
  ].filter((line): line is string => typeof line === "string" && line !== "");
  return lines.length > 0 ? lines.join("\n") : undefined;
}

/**
 * DeepL's `formality` holds for a whole request: sent when every speaker given one agrees. The `prefer_` values
 * fall back to the default for a target without formality instead of refusing the request.
 */
export function deeplFormality(context: TranslationContext | undefined): string | undefined {
  const values = new Set(Object.values(context?.formality ?? {}));
  if (values.size !== 1) return undefined;
  return values.has("formal") ? "prefer_more" : "prefer_less";
}

export function createDeepLProvider(options: DeepLOptions): TranslationProvider {
  const baseUrl = deeplBaseUrl(options.apiKey, options.baseUrl);
  const timeoutMs = options.timeoutMs ?? 30_000;
  const maxParallel = options.maxParallel ?? 4;
  const limiter = createLimiter(maxParallel, options.pace);

  const send = (texts: string[], req: TranslateRequest, signal: AbortSignal): Promise<string[]> => {
    const source = deeplSourceLanguage(req.sourceLanguage);
    const context = deeplContext(req.context);
    const formality = deeplFormality(req.context);
    const body = JSON.stringify({
      text: texts.map(escapeXmlText),
      target_lang: deeplTargetLanguage(req.targetLanguage),
      ...(source && { source_lang: source }),
      ...(context && { context }),
      ...(formality && { formality }),
      // Placeholders are XML elements; with tag handling DeepL moves them with their words instead of
      // translating or dropping them.
      tag_handling: "xml",
      ignore_tags: ["x"],
      // Subtitles keep the source's casing and (lack of) final punctuation.
      preserve_formatting: true,
    });
    return withRetry(
      () =>
        limiter.run(async () => {
          const result = await httpRequest(
            "deepl",
            `${baseUrl}/v2/translate`,
            {
              method: "POST",
              headers: {
                authorization: `DeepL-Auth-Key ${options.apiKey}`,
                "content-type": "application/json",
              },
              body,
            },
            timeoutMs,
            signal,
          );
          return readTranslations(result, texts.length);
        }, signal),
      { ...options.retry, signal },
    );
  };

  return {
    id: "deepl",
    maxParallel,
    maxBatchSize: options.maxBatchSize ?? DEEPL_MAX_TEXTS,
    supportedLanguages: () => [...SERVICE_LANGUAGES.deepl],
    requestsFor: (texts) => groupTexts(nonBlank(texts), DEEPL_MAX_TEXTS, DEEPL_MAX_BODY_BYTES).length,
    translate: (req) =>
      withProtectedTerms(req, (sent) =>
        skippingBlanks(sent, async (texts) => {
          const groups = groupTexts(texts, DEEPL_MAX_TEXTS, DEEPL_MAX_BODY_BYTES);
          return (await allOrNothing(groups, (group, signal) => send(group, req, signal), req.signal)).flat();
        }),
      ),
  };
}

function readTranslations(result: HttpResult, expected: number): string[] {
  if (result.status !== 200) {
    const body = parseJson(result.body) as { message?: unknown } | undefined;
    const message = typeof body?.message === "string" ? body.message : excerpt(result.body);
    throw errorForStatus("deepl", result, deeplErrorKind(result.status), message);
  }
  const body = parseJson(result.body) as { translations?: { text?: unknown }[] } | undefined;
  const translations = body?.translations;
  if (!Array.isArray(translations) || translations.length !== expected) {
    const got = Array.isArray(translations) ? `${translations.length} translations` : excerpt(result.body);
    throw errorForStatus("deepl", result, "bad_response", `expected ${expected} translations, got ${got}`);
  }
  return translations.map((item) => cleanOutput(typeof item?.text === "string" ? item.text : ""));
}

function deeplErrorKind(status: number) {
  if (status === 456) return "quota_exceeded";
  // 529 is DeepL's other "too many requests".
  if (status === 529) return "rate_limited";
  return kindForStatus(status);
}
