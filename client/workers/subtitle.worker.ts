import { type ExportChoices, exportDocument, exportFilename } from "@shared/exportDocument";
import type { FileSummary } from "@shared/fileSummary";
import type { ReadingLimits } from "@shared/readingLimits";
import { encodeSubtitle, parseSubtitle } from "@shared/subtitles";
import {
  type DeviceJobOptions,
  type DeviceOutcome,
  type DeviceSend,
  translateOnDevice,
} from "@shared/translation/device";
import { expose, transfer } from "comlink";
import { zipSync } from "fflate";
import type { KeptResult } from "../db/types";
import { inspectSubtitle } from "./inspect";

export interface ExportedFile {
  bytes: Uint8Array;
  filename: string;
}

/** Everything the page may ask of the subtitle worker; the page gets this type through comlink's `wrap`. */
export interface SubtitleWorkerApi {
  /** Parses the file's bytes (transferred, not copied) off the main thread. */
  inspect(bytes: ArrayBuffer, filename: string): FileSummary;
  /**
   * Writes a finished job's documents in the chosen format and encoding, exactly as the server's export does, so a
   * kept result downloads offline; throws UnencodableError's message when the encoding cannot hold a character.
   */
  exportResult(
    result: KeptResult,
    choices: Omit<ExportChoices, "preserve_formatting" | "target_language">,
  ): ExportedFile;
  /** One zip of files already named (a batch download built on the device), deflated off the main thread. */
  zip(files: ExportedFile[]): Uint8Array;
  /**
   * Translates a file on the device (issue 39 item 8): what to send and the put-back with every check run here,
   * off the main thread; `send` (a comlink proxy) runs on the page, where the browser's Translator API lives.
   */
  translateOnDevice(
    bytes: ArrayBuffer,
    filename: string,
    options: DeviceJobOptions,
    send: DeviceSend,
    limits?: ReadingLimits,
  ): Promise<DeviceOutcome>;
}

const api: SubtitleWorkerApi = {
  inspect(bytes, filename) {
    return inspectSubtitle(new Uint8Array(bytes), filename);
  },
  exportResult(result, choices) {
    const content = exportDocument(result, {
      ...choices,
      target_language: result.target_language,
      preserve_formatting: result.preserve_formatting,
    });
    const bytes = encodeSubtitle(content, choices.encoding);
    const filename = exportFilename(result.original_filename, result.target_language, choices.format);
    return transfer({ bytes, filename }, [bytes.buffer as ArrayBuffer]);
  },
  zip(files) {
    const zipped = zipSync(Object.fromEntries(files.map((file) => [file.filename, file.bytes])), {
      level: 6,
    });
    return transfer(zipped, [zipped.buffer as ArrayBuffer]);
  },
  translateOnDevice(bytes, filename, options, send, limits) {
    // The file parsed as at upload (server/files: parseSubtitle with its name), so the cues are the server's.
    return translateOnDevice(parseSubtitle(new Uint8Array(bytes), { filename }), options, send, limits);
  },
};

expose(api);
