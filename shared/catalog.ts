/**
 * The product's lists, written once: subtitle formats, export encodings, translation services and job statuses.
 * Every type, zod enum and list of the client, the server and the CLI is derived from these tables, so adding a
 * format or a service is one entry here (plus its parser, serializer or provider).
 */

interface FormatEntry {
  /** What the format is called where a label needs more than its id. */
  name: string;
  /** With the dot, as file names end. */
  extension: string;
  /** Sent with a download and accepted by the file picker; text/plain where the format has no type of its own. */
  mimeType: string;
  /** The engine parses it. */
  readable: boolean;
  /** The engine writes it. */
  writable: boolean;
  /** A format the product names on its own (upload list, export choices, plans); SubViewer is read as a `.sub`. */
  offered: boolean;
}

/** In the order lists show them (spec section 5). `sub` is MicroDVD; SubViewer 2.0 files also end in .sub. */
export const FORMATS = {
  srt: {
    name: "SubRip",
    extension: ".srt",
    mimeType: "application/x-subrip",
    readable: true,
    writable: true,
    offered: true,
  },
  vtt: {
    name: "WebVTT",
    extension: ".vtt",
    mimeType: "text/vtt",
    readable: true,
    writable: true,
    offered: true,
  },
  ass: {
    name: "Advanced SubStation Alpha",
    extension: ".ass",
    mimeType: "text/x-ass",
    readable: true,
    writable: true,
    offered: true,
  },
  ssa: {
    name: "SubStation Alpha",
    extension: ".ssa",
    mimeType: "text/x-ssa",
    readable: true,
    writable: true,
    offered: true,
  },
  sub: {
    name: "MicroDVD",
    extension: ".sub",
    mimeType: "text/plain",
    readable: true,
    writable: true,
    offered: true,
  },
  subviewer: {
    name: "SubViewer 2.0",
    extension: ".sub",
    mimeType: "text/plain",
    readable: true,
    writable: true,
    offered: false,
  },
  sbv: {
    name: "YouTube SBV",
    extension: ".sbv",
    mimeType: "text/plain",
    readable: true,
    writable: true,
    offered: true,
  },
  txt: {
    name: "Plain text",
    extension: ".txt",
    mimeType: "text/plain",
    readable: false,
    writable: true,
    offered: true,
  },
} as const satisfies Record<string, FormatEntry>;

type Formats = typeof FORMATS;
export type FormatId = keyof Formats;
type FormatsWith<Flag extends "readable" | "writable" | "offered"> = {
  [Id in FormatId]: Formats[Id][Flag] extends true ? Id : never;
}[FormatId];

/** Formats the engine reads. */
export type ReadableFormat = FormatsWith<"readable">;
/** Formats the engine writes: every readable format plus plain text. */
export type WritableFormat = FormatsWith<"writable">;
/** Formats the product names: what plans grant and what an export may ask for. */
export type OfferedFormat = FormatsWith<"offered">;
/** Formats a translation may be exported to. */
export type ExportFormat = OfferedFormat & WritableFormat;

/** The ids whose entry passes `test`, in table order; typed as a non-empty tuple because zod's enum wants one. */
function idsWhere<Table extends Record<string, object>>(
  table: Table,
  test: (entry: Table[keyof Table]) => boolean,
): [keyof Table & string, ...(keyof Table & string)[]] {
  const ids = Object.keys(table) as (keyof Table & string)[];
  return ids.filter((id) => test(table[id])) as [keyof Table & string, ...(keyof Table & string)[]];
}

export const FORMAT_IDS = idsWhere(FORMATS, () => true);
export const READABLE_FORMATS = idsWhere(FORMATS, (f) => f.readable) as [ReadableFormat, ...ReadableFormat[]];
export const WRITABLE_FORMATS = idsWhere(FORMATS, (f) => f.writable) as [WritableFormat, ...WritableFormat[]];
export const OFFERED_FORMATS = idsWhere(FORMATS, (f) => f.offered) as [OfferedFormat, ...OfferedFormat[]];
export const EXPORT_FORMATS = idsWhere(FORMATS, (f) => f.offered && f.writable) as [
  ExportFormat,
  ...ExportFormat[],
];

/** Extensions accepted on upload: those of the formats the engine reads, each once. */
export const UPLOAD_EXTENSIONS: readonly string[] = [
  ...new Set(READABLE_FORMATS.map((id) => FORMATS[id].extension)),
];

export function isExportFormat(value: string): value is ExportFormat {
  return (EXPORT_FORMATS as readonly string[]).includes(value);
}

interface EncodingEntry {
  name: string;
  /** The largest code point it can hold; the UTF encodings hold every one. */
  maxCodePoint: number;
}

/** Encodings a translation may be exported in (spec section 9). */
export const ENCODINGS = {
  "utf-8": { name: "UTF-8", maxCodePoint: 0x10ffff },
  "utf-16": { name: "UTF-16", maxCodePoint: 0x10ffff },
  ascii: { name: "ASCII", maxCodePoint: 0x7f },
  latin1: { name: "Latin-1 (ISO-8859-1)", maxCodePoint: 0xff },
} as const satisfies Record<string, EncodingEntry>;

export type ExportEncoding = keyof typeof ENCODINGS;
export const EXPORT_ENCODINGS = idsWhere(ENCODINGS, () => true);
export const DEFAULT_EXPORT_ENCODING: ExportEncoding = "utf-8";

interface ServiceEntry {
  name: string;
  /** Position in the fallback chain after the requested service: 1 is tried first. */
  fallbackRank: number;
  /** Only paid plans may use it; the free plan gets the others (shared/plans.ts). */
  paid: boolean;
}

/** Translation services, in the order API answers list them. */
export const SERVICES = {
  mymemory: { name: "MyMemory", fallbackRank: 3, paid: false },
  deepl: { name: "DeepL", fallbackRank: 2, paid: true },
  openai: { name: "OpenAI", fallbackRank: 1, paid: true },
} as const satisfies Record<string, ServiceEntry>;

export type ServiceId = keyof typeof SERVICES;
export const SERVICE_IDS = idsWhere(SERVICES, () => true);
export const FREE_SERVICES = idsWhere(SERVICES, (s) => !s.paid);

/**
 * The browser's own translator (the Translator API, issue 39 item 8): a service of the device alone, kept out of
 * SERVICES on purpose. No server enum, plan, fallback chain or usage count knows it, so a start body naming it is
 * refused by the Service enum as any unknown service is; the device runs it for every plan and for visitors.
 */
export const DEVICE_SERVICE = "device";
export type DeviceServiceId = typeof DEVICE_SERVICE;

/** Best quality first, the keyless default last: the fallback chain's order and the order the service cards show. */
export const FALLBACK_ORDER: readonly ServiceId[] = [...SERVICE_IDS].sort(
  (a, b) => SERVICES[a].fallbackRank - SERVICES[b].fallbackRank,
);

interface JobStatusEntry {
  /** The job will not change any more. */
  terminal: boolean;
}

export const JOB_STATUSES = {
  pending: { terminal: false },
  in_progress: { terminal: false },
  completed: { terminal: true },
  failed: { terminal: true },
  cancelled: { terminal: true },
} as const satisfies Record<string, JobStatusEntry>;

export type JobStatus = keyof typeof JOB_STATUSES;
type ActiveJobStatus = {
  [S in JobStatus]: (typeof JOB_STATUSES)[S]["terminal"] extends false ? S : never;
}[JobStatus];

export const JOB_STATUS_IDS = idsWhere(JOB_STATUSES, () => true);
/** Queued or running: what a worker may claim and what a cancel may stop. */
export const ACTIVE_JOB_STATUSES = idsWhere(JOB_STATUSES, (s) => !s.terminal) as [
  ActiveJobStatus,
  ...ActiveJobStatus[],
];

/** Takes any text, since a client may meet a status newer than itself. */
/** Whether a stored string names a service of the catalog. */
export function isServiceId(value: string): value is ServiceId {
  return Object.hasOwn(SERVICES, value);
}

export function isTerminalStatus(status: string): boolean {
  return Object.hasOwn(JOB_STATUSES, status) && JOB_STATUSES[status as JobStatus].terminal;
}
