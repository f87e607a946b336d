import { utcDay } from "@shared/quota";
import {
  codePoints,
  type FakeExchange,
  type FakeServer,
  type Faults,
  fakeAnswer,
  sendJson,
  startFake,
} from "./harness";

/** Body shapes real MyMemory replies take (PROVIDERS.md §1): clients must read all of them. */
export type MyMemoryVariant =
  | "standard"
  | "drift" // responseStatus "200" as a string, match 1, quality "74"
  | "matchesOnly" // empty translatedText, the answer only in matches[0].translation
  | "entities"; // apostrophes and quotes as HTML entities

export interface FakeMyMemoryOptions extends Faults {
  variant?: MyMemoryVariant;
  /** Daily characters per caller (`de` address, else anonymous) before the MYMEMORY WARNING; none when unset. */
  quotaChars?: { anonymous: number; withEmail: number };
  /** Translations per caller and day before the MYMEMORY WARNING (any caller); none when unset. */
  quotaRequests?: number;
  /** The fake's time: its counters start again at each midnight UTC of it, as MyMemory's do. */
  clock?: () => number;
  /** HTTP status sent with the quota body: the real one is unverified (200 or 429). */
  quotaHttpStatus?: 200 | 429;
  port?: number;
}

const QUOTA_TEXT =
  "MYMEMORY WARNING: YOU USED ALL AVAILABLE FREE TRANSLATIONS FOR TODAY. NEXT AVAILABLE IN  14 HOURS 17 MINUTES 32 SECONDS VISIT HTTPS://MYMEMORY.TRANSLATED.NET/DOC/USAGELIMITS.PHP TO TRANSLATE MORE";
const LENGTH_TEXT = "QUERY LENGTH LIMIT EXCEEDED. MAX ALLOWED QUERY : 500 CHARS";
const LANGUAGE_CODE = /^([a-z]{2,3}(-[a-z0-9]{2,4})?|autodetect)$/i;

export function startFakeMyMemory(options: FakeMyMemoryOptions = {}): Promise<FakeServer> {
  const {
    variant = "standard",
    quotaChars,
    quotaRequests,
    quotaHttpStatus = 200,
    clock = Date.now,
    port,
    ...faults
  } = options;
  // Per caller and UTC day: characters and translations.
  const used = new Map<string, { chars: number; requests: number }>();

  const params = (exchange: FakeExchange) => {
    const form =
      exchange.req.method === "POST" ? new URLSearchParams(exchange.body) : exchange.url.searchParams;
    return { q: form.get("q") ?? "", langpair: form.get("langpair") ?? "", de: form.get("de") ?? "" };
  };

  const sendError = (exchange: FakeExchange, status: number | string, text: string, httpStatus = 200) =>
    sendJson(exchange.res, httpStatus, {
      responseData: { translatedText: text, match: 0 },
      quotaFinished: status === 429 ? null : false,
      mtLangSupported: null,
      responseDetails: text,
      responseStatus: status,
      responderId: null,
      exception_code: null,
      matches: "",
    });

  return startFake(
    {
      name: "mymemory",
      inspect(exchange) {
        const { q, langpair, de } = params(exchange);
        exchange.record(exchange.url.pathname === "/get" && q ? [q] : [], { langpair, de });
      },
      rateLimited({ res }, retryAfterSeconds) {
        res.writeHead(429, {
          "content-type": "text/plain",
          ...(retryAfterSeconds === undefined ? {} : { "retry-after": String(retryAfterSeconds) }),
        });
        res.end("Too Many Requests");
      },
      unavailable({ res }) {
        res.writeHead(503, { "content-type": "text/html" });
        res.end("<html><body><h1>503 Service Temporarily Unavailable</h1></body></html>");
      },
      handle(exchange) {
        if (exchange.url.pathname !== "/get") {
          sendJson(exchange.res, 404, { responseStatus: 404, responseDetails: "NOT FOUND" });
          return;
        }
        const { q, langpair, de } = params(exchange);
        const [source = "", target = ""] = langpair.split("|");
        if (!q)
          return sendError(exchange, 403, "NO QUERY SPECIFIED. EXAMPLE REQUEST: GET?Q=HELLO&LANGPAIR=EN|IT");
        for (const [code, side] of [
          [source, "SOURCE"],
          [target, "TARGET"],
        ] as const) {
          if (!LANGUAGE_CODE.test(code) || (side === "TARGET" && code.toLowerCase() === "autodetect")) {
            const text = `'${code.toUpperCase()}' IS AN INVALID ${side} LANGUAGE . EXAMPLE: LANGPAIR=EN|IT USING 2 LETTER ISO OR RFC3066 LIKE ZH-CN. ALMOST ALL LANGUAGES SUPPORTED BUT SOME MAY HAVE NO CONTENT`;
            return sendError(exchange, "403", text);
          }
        }
        if (source.toLowerCase() === target.toLowerCase()) {
          return sendError(exchange, 403, "PLEASE SELECT TWO DISTINCT LANGUAGES");
        }
        if (Buffer.byteLength(q, "utf8") > 500) return sendError(exchange, 403, LENGTH_TEXT);

        const caller = `${de || "anonymous"} ${utcDay(clock())}`;
        const before = used.get(caller) ?? { chars: 0, requests: 0 };
        const spent = { chars: before.chars + codePoints(q), requests: before.requests + 1 };
        const limit = quotaChars && (de ? quotaChars.withEmail : quotaChars.anonymous);
        if (
          exchange.faults.current.quotaExceeded ||
          (limit !== undefined && spent.chars > limit) ||
          (quotaRequests !== undefined && spent.requests > quotaRequests)
        ) {
          return sendError(exchange, 429, QUOTA_TEXT, quotaHttpStatus);
        }
        used.set(caller, spent);

        const translation = fakeAnswer(
          exchange.faults.current,
          q,
          target,
          exchange.faults.take("dropPlaceholders"),
          exchange.faults.current.rewriteWords ? { keep: new Map() } : undefined,
        );
        sendJson(exchange.res, 200, successBody(q, translation, source, target, variant));
      },
    },
    faults,
    port,
  );
}

function successBody(
  q: string,
  translation: string,
  source: string,
  target: string,
  variant: MyMemoryVariant,
) {
  const shown =
    variant === "entities" ? translation.replace(/'/g, "&#39;").replace(/"/g, "&quot;") : translation;
  const drift = variant === "drift";
  return {
    responseData: { translatedText: variant === "matchesOnly" ? "" : shown, match: drift ? 1 : 0.98 },
    quotaFinished: false,
    mtLangSupported: null,
    responseDetails: "",
    responseStatus: drift ? "200" : 200,
    responderId: null,
    exception_code: null,
    matches: [
      {
        id: "585534357",
        segment: q,
        translation: shown,
        source: `${source}-${source.toUpperCase()}`,
        target: `${target}-${target.toUpperCase()}`,
        quality: drift ? "74" : 74,
        reference: null,
        "usage-count": 2,
        subject: "All",
        "created-by": "MateCat",
        "last-updated-by": "MateCat",
        "create-date": "2023-09-20 03:08:14",
        "last-update-date": "2023-09-20 03:08:14",
        match: drift ? 1 : 0.98,
      },
    ],
  };
}
