import { type Config, MYMEMORY_DAILY_CHARS } from "../config";

const number = (value: number) => value.toLocaleString("en-US");

/**
 * The line `npm start` prints under its URL: what the embedded default can translate a day, and how to raise it.
 * A feature film is 20,000–60,000 characters; MyMemory's anonymous quota is 5,000.
 */
export function quotaHint(config: Pick<Config, "providers">): string {
  const { mymemory, deepl } = config.providers;
  const daily = `MyMemory allows this server ${number(mymemory.dailyLimit)} characters a day`;
  const more = "see README, Translation quotas";
  if (deepl.apiKey) return `${daily}; DeepL is configured too, and jobs fall back to it (${more}).`;
  if (!mymemory.email) {
    return `${daily}: set MYMEMORY_EMAIL=you@example.org for ${number(MYMEMORY_DAILY_CHARS.withEmail)}, or DEEPL_API_KEY for DeepL (${more}).`;
  }
  return `${daily}: set DEEPL_API_KEY to translate more with DeepL (${more}).`;
}
