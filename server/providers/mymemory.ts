import { SERVICE_LANGUAGES } from "@shared/languages";
import { cleanOutput } from "./entities";
import { withProtectedTerms } from "./glossary";
import { errorForStatus, excerpt, type HttpResult, httpRequest, kindForStatus, parseJson } from "./http";
import { allOrNothing, createLimiter } from "./limiter";
import { withRetry } from "./retry";
import { joinPieces, nonBlank, skippingBlanks, splitByBytes } from "./split";
import type { ClientTuning, TranslateRequest, TranslationProvider } from "./types";

export const MYMEMORY_DEFAULT_URL = "https://api.mymemory.translated.net";
/** The documented `q` limit. Counting bytes also satisfies the error text's "500 CHARS" reading. */
export const MYMEMORY_MAX_QUERY_BYTES = 500;

export interface MyMemoryOptions extends ClientTuning {
  baseUrl?: string;
  /** Contact address sent as `de`: raises the free quota from 5,000 to 50,000 characters a day. */
  email?: string;
  /** The daily quota the server keeps to (config: MYMEMORY_DAILY_CHARS). */
  dailyLimit?: number;
}

/**
 * MyMemory has no batch API: one GET per text, texts over 500 bytes cut at sentence or word boundaries and
 * re-joined. Errors mostly arrive with HTTP 200 and a `responseStatus` in the body, sometimes as a string.
 */
export function createMyMemoryProvider(options: MyMemoryOptions = {}): TranslationProvider {
  const baseUrl = (options.baseUrl ?? MYMEMORY_DEFAULT_URL).replace(/\/+$/, "");
  const timeoutMs = options.timeoutMs ?? 20_000;
  const maxParallel = options.maxParallel ?? 4;
  const limiter = createLimiter(maxParallel, options.pace);

  const query = (text: string, langpair: string, signal: AbortSignal): Promise<string> =>
    withRetry(
      () =>
        limiter.run(async () => {
          const params = new URLSearchParams({ q: text, langpair });
          if (options.email) params.set("de", options.email);
          const result = await httpRequest("mymemory", `${baseUrl}/get?${params}`, {}, timeoutMs, signal);
          return readAnswer(result);
        }, signal),
      { ...options.retry, signal },
    );

  const translateOne = async (text: string, langpair: string, signal: AbortSignal): Promise<string> => {
    const pieces = splitByBytes(text, MYMEMORY_MAX_QUERY_BYTES);
    const translated = await Promise.all(pieces.map((piece) => query(piece.text, langpair, signal)));
    return joinPieces(translated, pieces);
  };

  return {
    id: "mymemory",
    maxParallel,
    maxBatchSize: options.maxBatchSize ?? 25,
    ...(options.dailyLimit !== undefined && { dailyLimit: options.dailyLimit }),
    supportedLanguages: () => [...SERVICE_LANGUAGES.mymemory],
    requestsFor: (texts) =>
      nonBlank(texts).reduce((n, text) => n + splitByBytes(text, MYMEMORY_MAX_QUERY_BYTES).length, 0),
    async translate(req: TranslateRequest): Promise<string[]> {
      const langpair = `${mymemoryLanguage(req.sourceLanguage)}|${mymemoryLanguage(req.targetLanguage)}`;
      return withProtectedTerms(req, (sent) =>
        skippingBlanks(sent, (texts) =>
          allOrNothing(texts, (text, signal) => translateOne(text, langpair, signal), req.signal),
        ),
      );
    },
  };
}

/**
 * `auto` is refused by MyMemory; `Autodetect` is what its own clients send. Bare `zh` gets the script most
 * subtitle users mean (MyMemory's own examples use `ZH-CN`).
 */
export function mymemoryLanguage(code: string): string {
  const lower = code.toLowerCase();
  if (lower === "auto") return "Autodetect";
  if (lower === "zh") return "zh-CN";
  return code;
}

interface MyMemoryBody {
  responseStatus?: unknown;
  responseDetails?: unknown;
  responseData?: { translatedText?: unknown } | null;
  matches?: unknown;
}

function readAnswer(result: HttpResult): string {
  const body = parseJson(result.body) as MyMemoryBody | undefined;
  if (!body || typeof body !== "object" || !("responseStatus" in body)) {
    // A proxy's HTML page, an empty 5xx, or JSON that is not MyMemory's.
    const kind = result.status === 200 ? "bad_response" : kindForStatus(result.status);
    throw errorForStatus("mymemory", result, kind, excerpt(result.body));
  }
  const status = Number(body.responseStatus);
  const translated =
    typeof body.responseData?.translatedText === "string" ? body.responseData.translatedText : "";
  if (status === 200 && result.status === 200) {
    const text = translated || firstMatch(body.matches);
    if (text === "") throw errorForStatus("mymemory", result, "bad_response", "empty translation");
    return cleanOutput(text);
  }
  const detail =
    typeof body.responseDetails === "string" && body.responseDetails ? body.responseDetails : translated;
  throw errorForStatus("mymemory", result, bodyErrorKind(status, result.status, detail), detail);
}

function bodyErrorKind(bodyStatus: number, httpStatus: number, detail: string) {
  // "MYMEMORY WARNING: YOU USED ALL AVAILABLE FREE TRANSLATIONS FOR TODAY. NEXT AVAILABLE IN 14 HOURS…"
  if (/MYMEMORY WARNING|AVAILABLE FREE TRANSLATIONS/i.test(detail)) return "quota_exceeded";
  if (bodyStatus === 429 || httpStatus === 429) return "rate_limited";
  const status = Number.isFinite(bodyStatus) && bodyStatus !== 200 ? bodyStatus : httpStatus;
  // 403 in the body is an input complaint (invalid language, query too long), not an authentication failure.
  if (status === 403) return "bad_request";
  return kindForStatus(status);
}

/** `translatedText` is sometimes empty while the best TM match holds the answer; `matches` may be "" on errors. */
function firstMatch(matches: unknown): string {
  if (!Array.isArray(matches)) return "";
  const first: unknown = matches[0];
  if (first && typeof first === "object" && "translation" in first && typeof first.translation === "string") {
    return first.translation;
  }
  return "";
}
