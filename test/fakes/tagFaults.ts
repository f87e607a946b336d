/**
 * What translation services do to placeholders, as a unit-level fake: a "translation" that upper-cases the words
 * (so each source word is still found) and drops or moves one placeholder.
 */
const PLACEHOLDER = /<x id="\d+"\/>/g;

/** Upper-cases the words between placeholders, keeping every placeholder where it was. */
export const shout = (text: string) =>
  text.replace(
    /(<x id="\d+"\/>)|([^<]+)/g,
    (_, tag: string | undefined, words: string) => tag ?? words.toUpperCase(),
  );

export const placeholderCount = (text: string) => Array.from(text.matchAll(PLACEHOLDER)).length;

/** The translation without placeholder `id`. */
export function dropTag(text: string, id: number): string {
  return shout(text).replace(`<x id="${id}"/>`, "");
}

/** The translation with placeholder `id` moved to the other end of the text. */
export function moveTag(text: string, id: number): string {
  const tag = `<x id="${id}"/>`;
  const at = text.indexOf(tag);
  const rest = shout(text.replace(tag, ""));
  return at < text.length / 2 ? `${rest}${tag}` : `${tag}${rest}`;
}
