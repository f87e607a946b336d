import type { ServiceId } from "@shared/catalog";
import { FORMATS } from "@shared/catalog";
import { ErrorCode } from "@shared/errors";
import { encodeSubtitle, UnencodableError } from "@shared/subtitles";
import type { Task } from "./inputs";

/** How far an output is, and what it waits for when it waits. */
export interface Progress {
  processed: number;
  total: number;
  notice?: string;
}

export interface Translated {
  bytes: Uint8Array;
  services: Record<string, number>;
  sent?: number;
  cached?: number;
}

/** The two modes behind one interface: the engine in this process, or a Polysub server through its API. */
export interface Translator {
  /** The service used when --service is not given. */
  readonly service: ServiceId;
  translate(task: Task, progress: (progress: Progress) => void): Promise<Translated>;
  close(): Promise<void>;
}

/** Why one output could not be made: a code of shared/errors.ts (or the CLI's own) and a sentence. */
export class TaskFailure extends Error {
  constructor(
    readonly code: string,
    reason: string,
  ) {
    super(reason);
    this.name = "TaskFailure";
  }
}

/** The bytes of an exported text in the chosen encoding; a character it cannot hold fails the output. */
export function encodeOutput(content: string, task: Task, encoding: Parameters<typeof encodeSubtitle>[1]) {
  try {
    return encodeSubtitle(content, encoding);
  } catch (error) {
    if (error instanceof UnencodableError)
      throw new TaskFailure(
        ErrorCode.unencodableCharacters,
        `${FORMATS[task.format].name} in ${encoding}: ${error.message}`,
      );
    throw error;
  }
}

/** A wait as the progress view words it: "MyMemory unreachable, retrying 2/5 at 10:41:07". */
export function noticeText(
  notice: {
    code: string;
    service: string;
    attempt: number | null;
    max_attempts: number | null;
    resumes_at: string;
  },
  serviceName: (id: string) => string,
): string {
  const at = new Date(notice.resumes_at).toISOString().slice(11, 19);
  const name = serviceName(notice.service);
  if (notice.attempt === null) return `${name}'s quota is used up until ${at} UTC`;
  return `${name}: ${notice.code.replace(/_/g, " ")}, retrying ${notice.attempt}/${notice.max_attempts} at ${at} UTC`;
}
