import { randomUUID } from "node:crypto";
import { type FakeExchange, type FakeServer, type Faults, fakeAnswer, sendJson, startFake } from "./harness";

export interface FakeOpenAIOptions extends Faults {
  /** The only key accepted; any Bearer token when unset. */
  apiKey?: string;
  /** The next N replies are cut off mid-JSON with finish_reason "length". */
  truncateTimes?: number;
  /** The next N replies are refusals (content null, refusal set). */
  refuseTimes?: number;
  /** Ollama-style replies: no `refusal` key, usage totals only. */
  localServer?: boolean;
  port?: number;
}

interface Segment {
  id: number;
  text: string;
  /** Set on the keep-reading-speed prompt's segments. */
  max_characters?: number;
  speaker?: string;
}

interface Payload {
  target_language?: string;
  /** "shorten": the keep-reading-speed prompt (openaiPrompt.ts shortenUserMessage). */
  task?: string;
  segments?: Segment[];
}

/** The fake's "shorter equivalent": whole words from the start while they fit max_characters (one at least). */
function fakeShorten(text: string, max: number): string {
  const words = text.split(" ");
  let out = words[0] ?? "";
  for (const word of words.slice(1)) {
    if (out.length + 1 + word.length > max) break;
    out = `${out} ${word}`;
  }
  return out;
}

/**
 * The user message of our client is JSON with `target_language` and numbered `segments` (see openaiPrompt.ts);
 * the fake "translates" those. Anything else is answered with an empty list, as a confused model would.
 */
function readPayload(body: string): { model: string; payload: Payload; system: string } {
  const request = JSON.parse(body || "{}") as {
    model?: string;
    messages?: { role: string; content: string }[];
  };
  const user = [...(request.messages ?? [])].reverse().find((m) => m.role === "user");
  const system = request.messages?.find((m) => m.role === "system")?.content ?? "";
  try {
    return { model: request.model ?? "", payload: JSON.parse(user?.content ?? "{}") as Payload, system };
  } catch {
    return { model: request.model ?? "", payload: {}, system };
  }
}

/** The terms the system prompt tells the model to keep (`- Winterfell → Hiverfell`), as a model told so obeys. */
function promptTerms(system: string): Map<string, string> {
  const terms = new Map<string, string>();
  for (const line of system.split("\n")) {
    const arrow = line.startsWith("- ") ? line.indexOf(" → ") : -1;
    if (arrow > 2) terms.set(line.slice(2, arrow), line.slice(arrow + 3));
  }
  return terms;
}

function apiError(
  exchange: FakeExchange,
  status: number,
  type: string,
  code: string | null,
  message: string,
  headers = {},
) {
  sendJson(
    exchange.res,
    status,
    { error: { message, type, param: null, code } },
    { "x-request-id": randomUUID(), ...headers },
  );
}

export function startFakeOpenAI(options: FakeOpenAIOptions = {}): Promise<FakeServer> {
  const { apiKey, localServer = false, port, truncateTimes = 0, refuseTimes = 0, ...faults } = options;
  let truncate = truncateTimes;
  let refuse = refuseTimes;

  const reply = (
    exchange: FakeExchange,
    model: string,
    content: string | null,
    finish: string,
    refusal?: string,
  ) => {
    const message = localServer
      ? { role: "assistant", content }
      : { role: "assistant", content, refusal: refusal ?? null, annotations: [] };
    const usage = localServer
      ? { prompt_tokens: 120, completion_tokens: 80, total_tokens: 200 }
      : {
          prompt_tokens: 120,
          completion_tokens: 80,
          total_tokens: 200,
          prompt_tokens_details: { cached_tokens: 0 },
          completion_tokens_details: { reasoning_tokens: 0 },
        };
    sendJson(
      exchange.res,
      200,
      {
        id: `chatcmpl-${randomUUID()}`,
        object: "chat.completion",
        created: Math.floor(Date.now() / 1000),
        model,
        choices: [{ index: 0, message, logprobs: null, finish_reason: finish }],
        usage,
        service_tier: "default",
        system_fingerprint: "fp_fake",
      },
      {
        "x-request-id": randomUUID(),
        "x-ratelimit-limit-requests": "500",
        "x-ratelimit-remaining-requests": "499",
        "x-ratelimit-reset-requests": "120ms",
      },
    );
  };

  return startFake(
    {
      name: "openai",
      urlSuffix: "/v1",
      inspect(exchange) {
        let segments: Segment[] = [];
        let model = "";
        let task = "";
        let system = "";
        try {
          const read = readPayload(exchange.body);
          segments = read.payload.segments ?? [];
          model = read.model;
          task = read.payload.task ?? "";
          system = read.system;
        } catch {
          // Logged with no texts; handle() answers 400.
        }
        exchange.record(
          segments.map((s) => s.text),
          {
            model,
            task,
            retry_count: String(exchange.req.headers["x-stainless-retry-count"] ?? ""),
            system,
            speakers: segments.map((s) => s.speaker ?? "").join("|"),
          },
        );
      },
      rateLimited(exchange, retryAfterSeconds) {
        const headers = retryAfterSeconds === undefined ? {} : { "retry-after": String(retryAfterSeconds) };
        apiError(
          exchange,
          429,
          "requests",
          "rate_limit_exceeded",
          "Rate limit reached for requests",
          headers,
        );
      },
      unavailable(exchange) {
        apiError(
          exchange,
          503,
          "service_unavailable_error",
          "server_is_overloaded",
          "The server is overloaded.",
        );
      },
      handle(exchange) {
        if (exchange.url.pathname !== "/v1/chat/completions" || exchange.req.method !== "POST") {
          return apiError(exchange, 404, "invalid_request_error", "unknown_url", "Unknown request URL");
        }
        const auth = exchange.req.headers.authorization ?? "";
        if (!auth.startsWith("Bearer ") || (apiKey !== undefined && auth !== `Bearer ${apiKey}`)) {
          return apiError(
            exchange,
            401,
            "invalid_request_error",
            "invalid_api_key",
            "Incorrect API key provided.",
          );
        }
        if (exchange.faults.current.quotaExceeded) {
          return apiError(
            exchange,
            429,
            "insufficient_quota",
            "insufficient_quota",
            "You exceeded your current quota.",
          );
        }
        let read: ReturnType<typeof readPayload>;
        try {
          read = readPayload(exchange.body);
        } catch {
          return apiError(exchange, 400, "invalid_request_error", null, "We could not parse the JSON body.");
        }
        const target = read.payload.target_language ?? "xx";
        const drop = exchange.faults.take("dropPlaceholders");
        let segments = read.payload.segments ?? [];
        if (exchange.faults.take("wrongCount")) segments = segments.slice(0, -1);
        const shorten = read.payload.task === "shorten";
        const content = JSON.stringify({
          translations: segments.map((s) => ({
            id: s.id,
            text: shorten
              ? fakeShorten(s.text, s.max_characters ?? s.text.length)
              : fakeAnswer(
                  exchange.faults.current,
                  s.text,
                  target,
                  drop,
                  exchange.faults.current.rewriteWords ? { keep: promptTerms(read.system) } : undefined,
                ),
          })),
        });
        if (refuse > 0) {
          refuse--;
          return reply(exchange, read.model, null, "stop", "I can't help with that.");
        }
        if (truncate > 0) {
          truncate--;
          return reply(exchange, read.model, content.slice(0, Math.floor(content.length / 2)), "length");
        }
        reply(exchange, read.model, content, "stop");
      },
    },
    faults,
    port,
  );
}
