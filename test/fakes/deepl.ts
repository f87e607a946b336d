import {
  codePoints,
  type FakeExchange,
  type FakeServer,
  type Faults,
  fakeAnswer,
  sendJson,
  startFake,
} from "./harness";

export interface FakeDeepLOptions extends Faults {
  /** The only key accepted; any non-empty key when unset. */
  apiKey?: string;
  /** Which host this fake plays: a key of the other edition gets 403 "Wrong endpoint". Either when unset. */
  edition?: "free" | "pro";
  /** Texts per request before 413 (the reference page says 50). */
  maxTexts?: number;
  /** Characters per billing period before 456. */
  characterLimit?: number;
  port?: number;
}

const SOURCES = new Set(
  "AR BG CS DA DE EL EN ES ET FI FR HE HU ID IT JA KO LT LV NB NL PL PT RO RU SK SL SV TH TR UK VI ZH".split(
    " ",
  ),
);
const TARGETS = new Set([
  ...[...SOURCES].filter((code) => code !== "EN" && code !== "PT"),
  ...["EN-GB", "EN-US", "PT-PT", "PT-BR", "ZH-HANS", "ZH-HANT", "ES-419"],
]);
const MAX_BODY_BYTES = 128 * 1024;

interface TranslateParams {
  text: string[];
  target_lang?: string;
  source_lang?: string;
  tag_handling?: string;
  context?: string;
  formality?: string;
}

/** Form bodies repeat `text=`; JSON bodies carry an array. DeepL accepts both. */
function readParams(exchange: FakeExchange): TranslateParams {
  const type = exchange.req.headers["content-type"] ?? "";
  if (type.includes("application/json")) {
    const json = JSON.parse(exchange.body || "{}") as Partial<TranslateParams> & { text?: string | string[] };
    return { ...json, text: json.text === undefined ? [] : ([] as string[]).concat(json.text) };
  }
  const form = new URLSearchParams(exchange.body);
  const get = (name: string) => form.get(name) ?? undefined;
  return {
    text: form.getAll("text"),
    target_lang: get("target_lang"),
    source_lang: get("source_lang"),
    tag_handling: get("tag_handling"),
    context: get("context"),
    formality: get("formality"),
  };
}

/** What tag_handling_version=v2 refuses: a `&` that starts no reference, a `<` that starts no tag. */
function invalidXml(text: string): boolean {
  return /&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/i.test(text) || /<(?![a-z/][^<>]*>)/i.test(text);
}

export function startFakeDeepL(options: FakeDeepLOptions = {}): Promise<FakeServer> {
  const { apiKey, edition, maxTexts = 50, characterLimit, port, ...faults } = options;
  let characterCount = 0;

  const authorize = (exchange: FakeExchange): boolean => {
    const header = exchange.req.headers.authorization ?? "";
    const key = header.startsWith("DeepL-Auth-Key ") ? header.slice("DeepL-Auth-Key ".length) : "";
    if (!key || (apiKey !== undefined && key !== apiKey) || exchange.url.searchParams.has("auth_key")) {
      exchange.res.writeHead(403).end();
      return false;
    }
    const free = key.endsWith(":fx");
    if (edition && free !== (edition === "free")) {
      const other = free ? "https://api-free.deepl.com" : "https://api.deepl.com";
      sendJson(exchange.res, 403, { message: `Wrong endpoint. Use ${other}` });
      return false;
    }
    return true;
  };

  const translate = (exchange: FakeExchange) => {
    if (Buffer.byteLength(exchange.body) > MAX_BODY_BYTES) {
      return sendJson(exchange.res, 413, { message: "Request Entity Too Large" });
    }
    const params = readParams(exchange);
    const target = params.target_lang?.toUpperCase() ?? "";
    const source = params.source_lang?.toUpperCase();
    if (params.text.length === 0)
      return sendJson(exchange.res, 400, { message: "Parameter 'text' not specified." });
    if (params.text.length > maxTexts) return sendJson(exchange.res, 413, { message: "Too many texts" });
    if (!TARGETS.has(target))
      return sendJson(exchange.res, 400, { message: "Value for 'target_lang' not supported." });
    if (source !== undefined && !SOURCES.has(source)) {
      return sendJson(exchange.res, 400, { message: "Value for 'source_lang' not supported." });
    }
    if (params.tag_handling === "xml" && params.text.some(invalidXml)) {
      return sendJson(exchange.res, 400, { message: "Tag handling parsing failed, please check input." });
    }
    const chars = params.text.reduce((sum, t) => sum + codePoints(t), 0);
    if (
      exchange.faults.current.quotaExceeded ||
      (characterLimit !== undefined && characterCount + chars > characterLimit)
    ) {
      return sendJson(exchange.res, 456, { message: "Quota Exceeded" });
    }
    characterCount += chars;
    const drop = exchange.faults.take("dropPlaceholders");
    const texts = exchange.faults.take("wrongCount") ? params.text.slice(0, -1) : params.text;
    sendJson(
      exchange.res,
      200,
      {
        translations: texts.map((text) => ({
          detected_source_language: source ?? "EN",
          text: fakeAnswer(
            exchange.faults.current,
            text,
            target.toLowerCase(),
            drop,
            exchange.faults.current.rewriteWords ? { keep: new Map() } : undefined,
          ),
        })),
      },
      { "x-trace-id": `fake-${Date.now()}` },
    );
  };

  return startFake(
    {
      name: "deepl",
      inspect(exchange) {
        let params: TranslateParams = { text: [] };
        try {
          params = readParams(exchange);
        } catch {
          // Logged with no texts; handle() answers 400.
        }
        exchange.record(params.text, {
          target_lang: params.target_lang ?? "",
          source_lang: params.source_lang ?? "",
          tag_handling: params.tag_handling ?? "",
          context: params.context ?? "",
          formality: params.formality ?? "",
        });
      },
      rateLimited({ res }, retryAfterSeconds) {
        // DeepL documents no Retry-After and sends an empty body; the switch adds the header for tests.
        res.writeHead(
          429,
          retryAfterSeconds === undefined ? {} : { "retry-after": String(retryAfterSeconds) },
        );
        res.end();
      },
      unavailable({ res }) {
        sendJson(res, 503, { message: "Temporary Error" });
      },
      handle(exchange) {
        const path = exchange.url.pathname;
        if (!authorize(exchange)) return;
        if (path === "/v2/translate" && exchange.req.method === "POST") {
          try {
            translate(exchange);
          } catch {
            sendJson(exchange.res, 400, { message: "Invalid request body" });
          }
        } else if (path === "/v2/usage") {
          sendJson(exchange.res, 200, {
            character_count: characterCount,
            character_limit: characterLimit ?? 500_000,
          });
        } else if (path === "/v2/languages") {
          const type = exchange.url.searchParams.get("type") === "target" ? TARGETS : SOURCES;
          sendJson(
            exchange.res,
            200,
            [...type].map((language) => ({ language, name: language })),
          );
        } else {
          sendJson(exchange.res, 404, { message: "Not found" });
        }
      },
    },
    faults,
    port,
  );
}
