/**
 * Provider quotas are counted per UTC day: MyMemory's free allowance starts again at midnight UTC, and the server
 * counts what it sends on the same calendar.
 */

const DAY_MS = 86_400_000;

/** The UTC day of an instant, as YYYY-MM-DD (the key of a day's usage). */
export function utcDay(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10);
}

/** The next midnight UTC after an instant, in epoch ms. */
export function nextUtcMidnight(epochMs: number): number {
  return (Math.floor(epochMs / DAY_MS) + 1) * DAY_MS;
}

/** Unicode code points, which is what providers bill (DeepL says so; MyMemory's counter reads the same way). */
export function codePoints(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

/**
 * Characters a translation of these segments sends: each distinct translatable text once, as the job runner does
 * (repeated lines are translated once). Compared with a provider's remaining quota before a job starts.
 */
export function charactersToSend(segments: readonly { text: string; translatable: boolean }[]): number {
  const distinct = new Set<string>();
  for (const segment of segments) if (segment.translatable) distinct.add(segment.text);
  let total = 0;
  for (const text of distinct) total += codePoints(text);
  return total;
}
