import type { BrowserTranslator } from "./translator";

/** Texts translated between two pauses for the page: small slices keep it responsive to clicks and repaints. */
const SLICE = 8;

/**
 * The page's side of a translation on the device: the texts one after the other through the device's translator,
 * a pause for the page after each small slice, `onProgress` after each text. A text the translator fails on is
 * answered null (the worker keeps its source, flagged). Cancelled by `signal`: rejects with its reason.
 */
export async function translateTexts(
  translator: Pick<BrowserTranslator, "translate">,
  texts: readonly string[],
  { signal, onProgress }: { signal: AbortSignal; onProgress?: (done: number) => void },
): Promise<(string | null)[]> {
  const answers: (string | null)[] = [];
  for (const [i, text] of texts.entries()) {
    signal.throwIfAborted();
    try {
      answers.push(await translator.translate(text, { signal }));
    } catch (error) {
      signal.throwIfAborted();
      // A translator destroyed (the page closing it) ends the run; any other failure costs that text only.
      if (error instanceof Error && error.name === "InvalidStateError") throw error;
      answers.push(null);
    }
    onProgress?.(i + 1);
    if ((i + 1) % SLICE === 0) await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return answers;
}
