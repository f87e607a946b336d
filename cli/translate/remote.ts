import { readFile } from "node:fs/promises";
import path from "node:path";
import { ErrorBody } from "@shared/api/common";
import { apiRoot, createApiClient, type Fetch } from "@shared/apiClient";
import { ApiError } from "@shared/apiError";
import {
  type ExportEncoding,
  FALLBACK_ORDER,
  isTerminalStatus,
  SERVICES,
  type ServiceId,
} from "@shared/catalog";
import { UsageError } from "../read";
import { reasonOf, type Task } from "./inputs";
import { encodeOutput, noticeText, type Progress, TaskFailure, type Translator } from "./translator";

/** How often a running job's progress is asked for. */
const POLL_MS = 500;
/** A request the server has not answered by then failed (uploads of large files included). */
const REQUEST_TIMEOUT_MS = 120_000;

const timedFetch: Fetch = (url, init) =>
  fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });

/**
 * A Polysub server does the work through its public API, as any API user would: each file is uploaded once, a job
 * started per target language, followed until it ends, and exported. The server's plan, quotas and translation
 * cache apply; nothing is translated in this process.
 */
export async function remoteTranslator(
  remote: { server: string; apiKey: string },
  options: { from: string; service?: ServiceId; encoding: ExportEncoding },
): Promise<Translator> {
  const client = createApiClient({
    baseUrl: apiRoot(remote.server),
    token: remote.apiKey,
    fetch: timedFetch,
  });
  let configured: ServiceId[];
  try {
    const { providers } = await client.health();
    configured = FALLBACK_ORDER.filter((id) => providers[id].configured);
  } catch (error) {
    throw new UsageError(`--server ${remote.server}: no Polysub server answers there (${explain(error)})`);
  }
  const chosen = options.service ?? configured[0];
  if (!chosen || !configured.includes(chosen))
    throw new UsageError(
      `--service ${options.service}: the server at ${remote.server} has it not configured`,
    );
  const service: ServiceId = chosen;

  const uploads = new Map<string, Promise<string>>();
  const upload = (file: string) => {
    let found = uploads.get(file);
    if (!found) {
      found = (async () => {
        let bytes: Uint8Array;
        try {
          bytes = new Uint8Array(await readFile(file));
        } catch (error) {
          throw new TaskFailure("unreadable_file", reasonOf(error));
        }
        return (await client.upload({ filename: path.basename(file), bytes })).file_id;
      })();
      uploads.set(file, found);
    }
    return found;
  };

  async function translate(task: Task, progress: (progress: Progress) => void) {
    try {
      const fileId = await upload(task.file);
      const job = await client.start(fileId, {
        source_language: options.from,
        target_language: task.target,
        service,
      });
      let state = await client.progress(job.job_id);
      while (!isTerminalStatus(state.status)) {
        progress({
          processed: state.processed_subtitles,
          total: state.total_subtitles,
          ...(state.notice && {
            notice: noticeText(state.notice, (id) => SERVICES[id as ServiceId]?.name ?? id),
          }),
        });
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        state = await client.progress(job.job_id);
      }
      if (state.status !== "completed") {
        const detail = state.error_detail ? ` (${state.error_detail})` : "";
        throw new TaskFailure(
          state.error_code ?? state.status,
          `${state.error_message ?? `the job was ${state.status}`}${detail}`,
        );
      }
      progress({ processed: state.processed_subtitles, total: state.total_subtitles });
      const exported = await client.export({
        job_id: job.job_id,
        format: task.format,
        encoding: options.encoding,
      });
      const { services_used } = await client.status(job.job_id);
      return {
        bytes: encodeOutput(exported.content, task, options.encoding),
        services: services_used as Record<string, number>,
      };
    } catch (error) {
      if (error instanceof TaskFailure) throw error;
      if (error instanceof ApiError) throw new TaskFailure(error.code, explain(error));
      throw new TaskFailure("network_error", explain(error));
    }
  }

  return { service, translate, close: async () => {} };
}

function explain(error: unknown): string {
  if (error instanceof ApiError) {
    const lines = (ErrorBody.partial().safeParse(error.body).data?.diagnostics ?? [])
      .filter((d) => d.severity === "error")
      .slice(0, 3)
      .map((d) => (d.line > 0 ? `line ${d.line}: ${d.message}` : d.message));
    return `${error.detail}${lines.length > 0 ? ` (${lines.join("; ")})` : ""}`;
  }
  const cause = (error as { cause?: { message?: string } }).cause?.message;
  return cause ?? (error instanceof Error ? error.message : String(error));
}
