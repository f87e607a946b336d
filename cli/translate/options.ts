import { parseArgs } from "node:util";
import {
  DEFAULT_EXPORT_ENCODING,
  EXPORT_ENCODINGS,
  EXPORT_FORMATS,
  type ExportEncoding,
  type ExportFormat,
  isExportFormat,
  SERVICE_IDS,
  type ServiceId,
} from "@shared/catalog";
import { isKnownLanguage } from "@shared/languages";
import { UsageError } from "../read";

export interface TranslateOptions {
  inputs: string[];
  targets: string[];
  /** "auto": the language read from each file, as the server detects it at upload. */
  from: string;
  /** Unset: the first service configured (locally, or on the server). */
  service?: ServiceId;
  /** Unset: each file's own format (by its extension) where it can be exported, else srt. */
  format?: ExportFormat;
  encoding: ExportEncoding;
  outputDir?: string;
  force: boolean;
  json: boolean;
  help: boolean;
  remote?: { server: string; apiKey: string };
}

export type Env = Record<string, string | undefined>;

/** `polysub translate …`'s arguments, checked: anything wrong is a UsageError (exit 2) before a file is read. */
export function parseTranslateArgs(argv: string[], env: Env): TranslateOptions {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      help: { type: "boolean", short: "h" },
      to: { type: "string", short: "t" },
      from: { type: "string", short: "f", default: "auto" },
      service: { type: "string", short: "s" },
      format: { type: "string" },
      encoding: { type: "string", short: "e", default: DEFAULT_EXPORT_ENCODING },
      output: { type: "string", short: "o" },
      force: { type: "boolean" },
      json: { type: "boolean" },
      server: { type: "string" },
      "api-key": { type: "string" },
    },
  });
  const help = values.help === true;
  const base = { help, force: values.force === true, json: values.json === true };
  if (help) return { ...base, inputs: [], targets: [], from: "auto", encoding: DEFAULT_EXPORT_ENCODING };
  if (positionals.length === 0) throw new UsageError("translate: missing FILE or DIR");
  if (!values.to) throw new UsageError("translate: --to is required (e.g. --to fr or --to fr,de)");
  const targets = [...new Set(values.to.split(",").map((code) => code.trim().toLowerCase()))];
  for (const code of targets)
    if (!isKnownLanguage(code)) throw new UsageError(`--to: "${code}" is not a language code Polysub knows`);
  const from = values.from.trim().toLowerCase();
  if (from !== "auto" && !isKnownLanguage(from))
    throw new UsageError(`--from: "${from}" is not a language code Polysub knows`);
  if (values.service !== undefined && !(SERVICE_IDS as readonly string[]).includes(values.service))
    throw new UsageError(`--service must be one of ${SERVICE_IDS.join(", ")}`);
  if (values.format !== undefined && !isExportFormat(values.format))
    throw new UsageError(`--format must be one of ${EXPORT_FORMATS.join(", ")}`);
  if (!(EXPORT_ENCODINGS as readonly string[]).includes(values.encoding))
    throw new UsageError(`--encoding must be one of ${EXPORT_ENCODINGS.join(", ")}`);
  const server = values.server ?? nonEmpty(env.POLYSUB_SERVER);
  const apiKey = values["api-key"] ?? nonEmpty(env.POLYSUB_API_KEY);
  if (apiKey !== undefined && server === undefined)
    throw new UsageError("--api-key goes with --server URL (the local mode needs no key)");
  if (server !== undefined && apiKey === undefined)
    throw new UsageError("--server needs --api-key KEY (or POLYSUB_API_KEY)");
  if (server !== undefined && !/^https?:\/\//i.test(server))
    throw new UsageError(`--server must be an http(s) URL, got "${server}"`);
  return {
    ...base,
    inputs: positionals,
    targets,
    from,
    ...(values.service !== undefined && { service: values.service as ServiceId }),
    ...(values.format !== undefined && { format: values.format as ExportFormat }),
    encoding: values.encoding as ExportEncoding,
    ...(values.output !== undefined && { outputDir: values.output }),
    ...(server !== undefined && apiKey !== undefined && { remote: { server, apiKey } }),
  };
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === "" ? undefined : value.trim();
}
