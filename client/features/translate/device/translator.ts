// The browser's on-device translator (the Translator API: Chrome 138 and later, Window only), feature-detected:
// where it is absent nothing here throws or logs, the setup view simply offers no "On this device" card.

/** What the device can do with a language pair: translate now, or once the model is downloaded. */
export type DeviceAvailability = "available" | "downloadable" | "downloading";

const USABLE: readonly string[] = ["available", "downloadable", "downloading"];

/** A translator made for one pair. */
export interface BrowserTranslator {
  translate(text: string, options?: { signal?: AbortSignal }): Promise<string>;
  destroy(): void;
}

interface Pair {
  sourceLanguage: string;
  targetLanguage: string;
}

/** The part of the window's `Translator` the app uses. */
interface TranslatorApi {
  availability(pair: Pair): Promise<string>;
  create(
    options: Pair & {
      monitor?: (monitor: EventTarget) => void;
      signal?: AbortSignal;
    },
  ): Promise<BrowserTranslator>;
}

function translatorApi(): TranslatorApi | undefined {
  if (typeof window === "undefined" || !("Translator" in window)) return undefined;
  return (window as unknown as { Translator: TranslatorApi }).Translator;
}

/** Whether the device translates source → target; null where it cannot (no API, the pair unavailable, a failure). */
export async function deviceAvailability(source: string, target: string): Promise<DeviceAvailability | null> {
  const api = translatorApi();
  if (!api || source === "auto" || source === target) return null;
  try {
    const answer = await api.availability({ sourceLanguage: source, targetLanguage: target });
    return USABLE.includes(answer) ? (answer as DeviceAvailability) : null;
  } catch {
    // A tag the browser refuses is a pair it cannot translate.
    return null;
  }
}

/**
 * Makes the pair's translator. Call it from the click that starts the translation, before any await: a model still
 * to download needs that user gesture. `onDownload` hears the download's progress (0–1).
 */
export function createDeviceTranslator(
  pair: { source: string; target: string },
  { onDownload, signal }: { onDownload: (loaded: number) => void; signal: AbortSignal },
): Promise<BrowserTranslator> {
  const api = translatorApi();
  if (!api) return Promise.reject(new Error("This browser has no on-device translator"));
  return api.create({
    sourceLanguage: pair.source,
    targetLanguage: pair.target,
    signal,
    monitor(monitor) {
      monitor.addEventListener("downloadprogress", (event) => {
        const loaded = (event as Event & { loaded?: unknown }).loaded;
        if (typeof loaded === "number") onDownload(Math.min(1, Math.max(0, loaded)));
      });
    },
  });
}
