import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { codePoints } from "@shared/quota";

/**
 * Fault switches shared by every fake. Counters ("…Times") apply to the next N requests and count down;
 * flags apply while set; `true` or a number for the ones that can be either.
 */
export interface Faults {
  /** Added before every answer (the bench uses 150). */
  latencyMs?: number;
  status429Times?: number;
  /** Sent as Retry-After (seconds) with the 429s when set. */
  retryAfterSeconds?: number;
  status5xxTimes?: number;
  /** Requests that get no answer at all, until the client gives up. */
  timeoutTimes?: number;
  /** Requests whose connection is dropped without an answer (the client sees a network error). */
  dropConnectionTimes?: number;
  /** The provider's "quota used up" answer (MyMemory body warning, DeepL 456, OpenAI insufficient_quota). */
  quotaExceeded?: boolean;
  dropPlaceholders?: boolean | number;
  /** One translation fewer than texts sent (DeepL, OpenAI). */
  wrongCount?: boolean | number;
  /** Texts containing one of these are answered with an apology instead of a translation, as LLMs do. */
  refuseContaining?: string[];
  /** Texts containing one of these are handed back unchanged. */
  echoContaining?: string[];
  /**
   * Every word outside the placeholders comes back rewritten (`mot`), as a real translation changes every word
   * around a glossary term; the fake OpenAI still writes the terms its prompt lists, as a model told so does.
   */
  rewriteWords?: boolean;
}

export interface FakeRequest {
  method: string;
  path: string;
  /** Texts to translate found in the request (context excluded). */
  texts: number;
  /** Unicode code points of those texts. */
  chars: number;
  status: number;
  /** What the request carried besides the texts, for assertions (langpair, target_lang, model…). */
  params: Record<string, string>;
}

export interface FakeServer {
  /** Base URL to configure the client with (OpenAI's includes `/v1`, as OPENAI_BASE_URL does). */
  url: string;
  requests: FakeRequest[];
  setFaults(faults: Faults): void;
  close(): Promise<void>;
}

export interface FakeExchange {
  req: IncomingMessage;
  url: URL;
  body: string;
  res: ServerResponse;
  faults: FaultState;
  /** Call once the texts are known, so faulted requests are counted too. */
  record(texts: string[], params?: Record<string, string>): void;
}

export interface FakeSpec {
  name: string;
  urlSuffix?: string;
  /** Reads the texts of a request so that even faulted requests are logged with what they carried. */
  inspect(exchange: FakeExchange): void;
  rateLimited(exchange: FakeExchange, retryAfterSeconds?: number): void;
  unavailable(exchange: FakeExchange): void;
  handle(exchange: FakeExchange): void;
}

/** The switches that apply request by request (counters count down, flags stay). */
type SpentFault = Exclude<
  keyof Faults,
  "latencyMs" | "retryAfterSeconds" | "refuseContaining" | "echoContaining"
>;

export class FaultState {
  private faults: Faults;

  constructor(faults: Faults = {}) {
    this.faults = { ...faults };
  }

  get current(): Readonly<Faults> {
    return this.faults;
  }

  set(faults: Faults): void {
    this.faults = { ...faults };
  }

  /** True when the fault applies to this request; counters are spent by it. */
  take(name: SpentFault): boolean {
    const value = this.faults[name];
    if (value === true) return true;
    if (typeof value === "number" && value > 0) {
      this.faults = { ...this.faults, [name]: value - 1 };
      return true;
    }
    return false;
  }
}

/**
 * The fakes' deterministic "translation": a target tag in front, words and placeholders kept (with `rewrite`, each
 * word outside the placeholders and the `keep` terms becomes `mot`).
 */
export function fakeTranslate(
  text: string,
  target: string,
  dropPlaceholders = false,
  rewrite?: { keep: ReadonlyMap<string, string> },
): string {
  let body = dropPlaceholders ? text.replace(/<x id="\d+"\/>/g, "") : text;
  if (rewrite) body = rewriteWords(body, rewrite.keep);
  return `[${target}] ${body}`;
}

export const FAKE_REFUSAL = "I'm sorry, but I can't translate this content.";

/** The fake's answer for one text: a refusal or an echo where the faults ask for one, else fakeTranslate's. */
export function fakeAnswer(
  faults: Readonly<Faults>,
  text: string,
  target: string,
  dropPlaceholders = false,
  rewrite?: { keep: ReadonlyMap<string, string> },
) {
  if (faults.refuseContaining?.some((marker) => text.includes(marker))) return FAKE_REFUSAL;
  if (faults.echoContaining?.some((marker) => text.includes(marker))) return text;
  return fakeTranslate(text, target, dropPlaceholders, rewrite);
}

function rewriteWords(text: string, keep: ReadonlyMap<string, string>): string {
  const kept: string[] = [];
  let marked = text;
  for (const [source, target] of keep) {
    marked = marked.split(source).join(`\uE0FF${kept.length}\uE0FF`);
    kept.push(target);
  }
  return marked
    .split(/(<x id="\d+"\/>|\uE0FF\d+\uE0FF)/)
    .map((piece, i) => (i % 2 === 1 ? piece : piece.replace(/[\p{L}\p{N}]+/gu, "mot")))
    .join("")
    .replace(/\uE0FF(\d+)\uE0FF/g, (_, n: string) => kept[Number(n)] ?? "");
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}

/** What a provider bills, counted as the server counts it. */
export { codePoints };

/** An HTTP server whose handler gets each request with its URL and its whole body, read as UTF-8. */
export function createBodyServer(
  handle: (req: IncomingMessage, res: ServerResponse, url: URL, body: string) => void,
): Server {
  return createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      handle(req, res, new URL(req.url ?? "/", "http://127.0.0.1"), Buffer.concat(chunks).toString("utf8"));
    });
  });
}

/**
 * Starts a fake on 127.0.0.1. Besides the provider's own paths it serves `POST /__faults` (replace the faults,
 * JSON body), `GET /__faults`, `GET /__requests` ({count, chars, requests}) and `DELETE /__requests`.
 */
export async function startFake(spec: FakeSpec, faults: Faults = {}, port = 0): Promise<FakeServer> {
  const state = new FaultState(faults);
  const requests: FakeRequest[] = [];

  const server = createBodyServer((req, res, url, body) => {
    if (url.pathname.startsWith("/__")) {
      control(url, req.method ?? "GET", body, res, state, requests);
      return;
    }
    let entry: FakeRequest | undefined;
    const exchange: FakeExchange = {
      req,
      url,
      body,
      res,
      faults: state,
      record(texts, params = {}) {
        entry = {
          method: req.method ?? "GET",
          path: url.pathname,
          texts: texts.length,
          chars: texts.reduce((sum, t) => sum + codePoints(t), 0),
          status: 0,
          params,
        };
        requests.push(entry);
      },
    };
    res.on("finish", () => {
      if (entry) entry.status = res.statusCode;
    });
    spec.inspect(exchange);
    if (!entry) exchange.record([]);
    setTimeout(() => respond(spec, exchange), state.current.latencyMs ?? 0);
  });

  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: actual } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actual}${spec.urlSuffix ?? ""}`,
    requests,
    setFaults: (next) => state.set(next),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function respond(spec: FakeSpec, exchange: FakeExchange): void {
  const { faults } = exchange;
  if (exchange.res.destroyed) return;
  if (faults.take("timeoutTimes")) return; // hold the connection open; the client's timeout ends it
  if (faults.take("dropConnectionTimes")) {
    exchange.req.socket.destroy();
    return;
  }
  if (faults.take("status429Times")) {
    spec.rateLimited(exchange, faults.current.retryAfterSeconds);
    return;
  }
  if (faults.take("status5xxTimes")) {
    spec.unavailable(exchange);
    return;
  }
  try {
    spec.handle(exchange);
  } catch (error) {
    // A bug in a fake must show up as a 500 in the test that hit it, not kill the process serving the others.
    if (!exchange.res.headersSent) sendJson(exchange.res, 500, { error: String(error) });
  }
}

function control(
  url: URL,
  method: string,
  body: string,
  res: ServerResponse,
  state: FaultState,
  requests: FakeRequest[],
): void {
  if (url.pathname === "/__faults" && method === "POST") {
    try {
      state.set(body ? (JSON.parse(body) as Faults) : {});
      sendJson(res, 200, state.current);
    } catch {
      sendJson(res, 400, { error: "faults must be a JSON object" });
    }
  } else if (url.pathname === "/__faults") {
    sendJson(res, 200, state.current);
  } else if (url.pathname === "/__requests" && method === "DELETE") {
    requests.length = 0;
    sendJson(res, 200, { count: 0 });
  } else if (url.pathname === "/__requests") {
    const chars = requests.reduce((sum, r) => sum + r.chars, 0);
    sendJson(res, 200, { count: requests.length, chars, requests });
  } else {
    sendJson(res, 404, { error: "unknown control path" });
  }
}
