import { homedir } from "node:os";
import path from "node:path";
import { systemClock } from "@server/clock";
import { type Env, loadConfig } from "@server/config";
import { createDb, migrate } from "@server/db";
import { planTranslation } from "@server/jobs/plan";
import { JobResults } from "@server/jobs/results";
import { cacheTranslations } from "@server/jobs/store";
import { translatePending } from "@server/jobs/translatePending";
import { createProviders } from "@server/providers/registry";
import { seemsOtherLanguage } from "@shared/answerChecks";
import { StartTranslationBody } from "@shared/api/translate";
import { type ExportEncoding, SERVICES, type ServiceId } from "@shared/catalog";
import { ErrorCode } from "@shared/errors";
import { exportDocument, UnencodableExportError } from "@shared/exportDocument";
import { languagePairProblems } from "@shared/languagePair";
import { extractSegments, type ParseResult, translationUnits } from "@shared/subtitles";
import { summarizeSubtitle } from "@shared/summarizeSubtitle";
import { withTranslations } from "@shared/translation/document";
import { readSubtitle, UsageError } from "../read";
import { reasonOf, type Task } from "./inputs";
import { encodeOutput, noticeText, type Progress, TaskFailure, type Translator } from "./translator";

/** The cache's folder: POLYSUB_CACHE_DIR, else $XDG_CACHE_HOME/polysub, else ~/.cache/polysub. */
export function cacheDirectory(env: Env): string {
  if (env.POLYSUB_CACHE_DIR?.trim()) return path.resolve(env.POLYSUB_CACHE_DIR.trim());
  // The XDG spec ignores a relative XDG_CACHE_HOME.
  const xdg = env.XDG_CACHE_HOME?.trim();
  return path.join(xdg && path.isAbsolute(xdg) ? xdg : path.join(homedir(), ".cache"), "polysub");
}

/** The batch size a job gets when its start does not say (the API's default). */
const BATCH_SIZE = StartTranslationBody.shape.batch_size.parse(undefined);

interface ReadFile {
  document: ParseResult;
  /** The language read from the cues, as the server detects it at upload; null when unsure. */
  language: string | null;
}

/**
 * The translation engine in this process: the job runner's (server/jobs/translatePending.ts) with the providers the
 * environment configures, as the server's are, every service the configuration has allowed (there is no plan
 * here). The translation cache and the providers' daily counts live in a SQLite file in the cache directory: the
 * server's own schema, migrated as the server migrates it, of which the CLI uses those two tables. A text once
 * translated is never sent again, by any later run, into any folder.
 */
export async function localTranslator(
  env: Env,
  options: { from: string; service?: ServiceId; encoding: ExportEncoding },
): Promise<Translator> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(env);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const providers = createProviders(config);
  const configured = providers.configured();
  const chosen = options.service ?? configured[0];
  if (!chosen || !configured.includes(chosen))
    throw new UsageError(`--service ${options.service}: not configured (${configureHint(options.service)})`);
  const service: ServiceId = chosen;
  const db = createDb({ dataDir: cacheDirectory(env) });
  await migrate(db);
  const engine = {
    db,
    providers,
    clock: systemClock,
    retry: { attempts: config.jobs.retryAttempts, delayMs: config.jobs.retryDelayMs },
    // The CLI serves no one while it translates: the check runs in its own thread.
    otherLanguage: async (texts: readonly string[], target: string) =>
      texts.map((text) => seemsOtherLanguage(text, target)),
  };
  const files = new Map<string, Promise<ReadFile>>();
  const read = (file: string) => {
    let found = files.get(file);
    if (!found) {
      found = readInput(file);
      files.set(file, found);
    }
    return found;
  };

  async function translate(task: Task, progress: (progress: Progress) => void) {
    const { document, language } = await read(task.file);
    const source = options.from === "auto" ? language : options.from;
    if (!source)
      throw new TaskFailure(
        ErrorCode.sourceLanguageUnknown,
        "the file's language could not be detected: pass --from with its language",
      );
    const problems = languagePairProblems(source, task.target, service);
    if (problems.length > 0)
      throw new TaskFailure(
        ErrorCode.unsupportedLanguage,
        `${SERVICES[service].name} cannot translate ${source} to ${task.target}: ${problems.join(", ")}`,
      );
    const pair = { sourceLanguage: source, targetLanguage: task.target };
    // Sentence-aware, as a job is by default (shared/subtitles/sentences.ts).
    const segments = translationUnits(document, extractSegments(document), true);
    const plan = planTranslation(segments);
    const translatedByText = new Map<string, string>();
    let sent = 0;
    let cached = 0;
    const results = new JobResults(plan, [], async (rows, state) => {
      await db.transaction((trx) => cacheTranslations(trx, pair, rows, new Date()));
      for (const row of rows) {
        translatedByText.set(row.source_text, row.translated_text);
        if (row.status === "cached") cached++;
        else sent++;
      }
      progress({ processed: state.processed_subtitles, total: state.total_subtitles });
      return true;
    });
    let previous: Parameters<typeof translatePending>[1]["previous"] = { notice: null, detail: null };
    for (;;) {
      const end = await translatePending(engine, {
        segments,
        plan,
        results,
        chain: providers.fallbackChain(service, configured),
        pair,
        context: {},
        batchSize: BATCH_SIZE,
        previous,
        signal: new AbortController().signal,
      });
      if (end === "completed") break;
      if (end === "stopped") throw new TaskFailure(ErrorCode.internalError, "stopped");
      if (end.kind === "fail") {
        const { failure } = end;
        throw new TaskFailure(failure.code, failure.message);
      }
      const notice = noticeText(end.notice, (id) => SERVICES[id as ServiceId]?.name ?? id);
      // A quota is back at midnight UTC: the file fails now with the reason, a later run sends only what is left.
      if (end.notice.attempt === null)
        throw new TaskFailure(
          ErrorCode.providerQuotaExceeded,
          `${notice}${end.detail ? ` (${end.detail})` : ""}`,
        );
      const { processed_subtitles, total_subtitles } = results.progress();
      progress({ processed: processed_subtitles, total: total_subtitles, notice });
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, end.resumeAt - systemClock())));
      previous = { notice: end.notice, detail: end.detail };
    }
    const { translated } = withTranslations(document, translatedByText, task.target, true);
    let content: string;
    try {
      content = exportDocument(
        { source: document, translated },
        {
          format: task.format,
          encoding: options.encoding,
          include_original: false,
          preserve_formatting: true,
          // Right-to-left marks as the web app's export adds them by default.
          target_language: task.target,
        },
      );
    } catch (error) {
      if (error instanceof UnencodableExportError)
        throw new TaskFailure(ErrorCode.unencodableCharacters, error.message);
      throw error;
    }
    return {
      bytes: encodeOutput(content, task, options.encoding),
      services: results.progress().services_used,
      sent,
      cached,
    };
  }

  return { service, translate, close: () => db.destroy() };
}

/** Reads and checks an input as the upload does: a file without one shown cue is refused with the parser's words. */
async function readInput(file: string): Promise<ReadFile> {
  let document: ParseResult;
  try {
    document = readSubtitle(file, undefined, undefined);
  } catch (error) {
    throw new TaskFailure("unreadable_file", reasonOf(error));
  }
  const summary = summarizeSubtitle(document);
  if (summary.subtitle_count === 0) {
    const why = document.diagnostics
      .filter((d) => d.severity === "error")
      .slice(0, 3)
      .map((d) => (d.line > 0 ? `line ${d.line}: ${d.message}` : d.message));
    throw new TaskFailure(
      ErrorCode.invalidSubtitle,
      `not a readable subtitle file: no subtitle was found in it${why.length > 0 ? ` (${why.join("; ")})` : ""}`,
    );
  }
  return { document, language: summary.detected_language };
}

function configureHint(service: ServiceId | undefined): string {
  if (service === "deepl") return "set DEEPL_API_KEY";
  if (service === "openai") return "set OPENAI_API_KEY or OPENAI_BASE_URL";
  return "see polysub translate --help, ENVIRONMENT";
}
