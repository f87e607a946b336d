import { expose, transfer } from "comlink";
import type { FileSummary } from "../../shared/fileSummary";
import { encodeSubtitle } from "../../shared/subtitles";
import type { ExportEncoding } from "../../shared/subtitles/types";
import { inspectSubtitle } from "./inspect";

/** Everything the page may ask of the subtitle worker; the page gets this type through comlink's `wrap`. */
export interface SubtitleWorkerApi {
  /** Parses the file's bytes (transferred, not copied) off the main thread. */
  inspect(bytes: ArrayBuffer, filename: string): FileSummary;
  /** Encodes exported text to bytes; throws UnencodableError's message when the encoding cannot hold a character. */
  encode(text: string, encoding: ExportEncoding): Uint8Array;
}

const api: SubtitleWorkerApi = {
  inspect(bytes, filename) {
    return inspectSubtitle(new Uint8Array(bytes), filename);
  },
  encode(text, encoding) {
    const bytes = encodeSubtitle(text, encoding);
    return transfer(bytes, [bytes.buffer as ArrayBuffer]);
  },
};

expose(api);
