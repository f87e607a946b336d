import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary as commonDictionary } from "@zxcvbn-ts/language-common";
import { dictionary as englishDictionary, translations } from "@zxcvbn-ts/language-en";

/**
 * zxcvbn scores 0-2 mean fewer than 10^8 guesses: leaked passwords, names and words with a year or a symbol
 * ("Iloveyou2020!", "Welcome@2024" score 2 while the spec's rules give them 4). Such a password is refused even
 * when the spec's score lets it through; 0-1 alone would let those two pass.
 * Import this module through `loadWellKnownPasswordCheck()` (shared/password.ts) so it stays out of the main bundle.
 */
const MAX_REFUSED_SCORE = 2;

const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...commonDictionary, ...englishDictionary },
  graphs: adjacencyGraphs,
  translations,
});

/**
 * `userInputs`: the account's email, name… so a password made of them is guessable too. zxcvbn matches whole
 * entries, so each is also given word by word ("ana.silva@example.org" → ana, silva, example, org).
 */
export function isWellKnownPassword(password: string, userInputs: readonly string[] = []): boolean {
  const words = userInputs.flatMap((input) => [input, ...input.split(/[^\p{L}\p{Nd}]+/u)]).filter(Boolean);
  return zxcvbn.check(password, words).score <= MAX_REFUSED_SCORE;
}
