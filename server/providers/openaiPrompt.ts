import { termsIn } from "@shared/glossary";
import { languageName } from "@shared/languages";
import { normalizePlaceholders } from "./entities";
import type { TranslateRequest } from "./types";

/** Structured output: one entry per numbered segment. Strict mode needs every property required, no extras. */
export const TRANSLATIONS_SCHEMA = {
  type: "object",
  properties: {
    translations: {
      type: "array",
      items: {
        type: "object",
        properties: { id: { type: "integer" }, text: { type: "string" } },
        required: ["id", "text"],
        additionalProperties: false,
      },
    },
  },
  required: ["translations"],
  additionalProperties: false,
} as const;

const PLACEHOLDER = /<x id="\d+"\/>/g;

function displayName(code: string): string {
  if (code.toLowerCase() === "auto") return "the language of the text";
  try {
    return new Intl.DisplayNames(["en"], { type: "language" }).of(code) ?? languageName(code);
  } catch {
    return languageName(code);
  }
}

export function systemPrompt(req: TranslateRequest, texts: readonly string[] = req.texts): string {
  const source = displayName(req.sourceLanguage);
  const target = displayName(req.targetLanguage);
  const { description, genre, glossary, speakers, formality } = req.context ?? {};
  const lines = [
    `You translate film and TV subtitles from ${source} into ${target}.`,
    "The user sends JSON with numbered `segments`; answer with one translation per segment, with the same ids.",
    "Rules:",
    "- Never merge, split, skip or add segments, even when a sentence runs over several segments.",
    '- Placeholders such as <x id="1"/> stand for formatting (italics, colours, positions). Copy each one exactly,',
    "  once, next to the words it belongs to in your translation.",
    `- Write natural, spoken ${target}, short enough to read at subtitle speed. Keep names as they are.`,
    "- `context_before` and `context_after` are neighbouring subtitles for understanding only: do not translate them.",
    "- Output only the translations: no notes, no quotes around them, no explanations.",
  ];
  if (description) lines.push(`About the video: ${description}`);
  if (genre) lines.push(`Genre: ${genre}`);
  // Only the terms these segments hold: a long glossary would crowd the prompt for nothing.
  const terms = termsIn(texts.join("\n"), glossary ?? []);
  if (terms.length > 0) {
    lines.push("Always translate these terms this way:", ...terms.map((t) => `- ${t.source} → ${t.target}`));
  }
  if (texts.some((text) => speakers?.[text])) {
    lines.push(
      "- A segment's `speaker` says who says it: use it to choose gender and form of address; never translate it or write it in the text.",
    );
  }
  const said = new Set(texts.flatMap((text) => speakers?.[text] ?? []));
  for (const [speaker, form] of Object.entries(formality ?? {})) {
    if (!said.has(speaker)) continue;
    lines.push(
      form === "formal"
        ? `${speaker} addresses others formally (the polite form: vous, Sie, usted).`
        : `${speaker} addresses others informally (the familiar form: tu, du, tú).`,
    );
  }
  return lines.join("\n");
}

export function userMessage(req: TranslateRequest, texts: readonly string[]): string {
  return JSON.stringify({
    source_language: req.sourceLanguage,
    target_language: req.targetLanguage,
    context_before: req.context?.before ?? [],
    segments: texts.map((text, i) => {
      const speaker = req.context?.speakers?.[text];
      return speaker ? { id: i + 1, speaker, text } : { id: i + 1, text };
    }),
    context_after: req.context?.after ?? [],
  });
}

/** The prompt of the keep-reading-speed option: a shorter equivalent of each subtitle, never a different meaning. */
export function shortenSystemPrompt(language: string): string {
  const name = displayName(language);
  return [
    `You shorten film and TV subtitles written in ${name}, so that viewers can read them in time.`,
    "The user sends JSON with numbered `segments`, each with `max_characters`; answer with one text per segment,",
    "with the same ids.",
    "Rules:",
    `- Rewrite each text as a shorter ${name} equivalent with the same meaning, within max_characters if you can:`,
    "  drop filler words and repetitions, use shorter synonyms. Never add, drop or change information.",
    '- Placeholders such as <x id="1"/> stand for formatting: copy each one exactly, once.',
    "- If a text cannot be shortened without losing meaning, answer it unchanged.",
    "- Output only the texts: no notes, no quotes around them, no explanations.",
  ].join("\n");
}

export function shortenUserMessage(
  language: string,
  texts: readonly string[],
  maxCharacters: readonly number[],
) {
  return JSON.stringify({
    task: "shorten",
    language,
    segments: texts.map((text, i) => ({ id: i + 1, text, max_characters: maxCharacters[i] })),
  });
}

export type ReplyCheck =
  | { ok: true; translations: string[]; placeholdersKept: boolean }
  | { ok: false; problem: string };

/** The reply must hold exactly the ids 1…n once each; they may come in any order. */
export function checkReply(content: string | null | undefined, texts: readonly string[]): ReplyCheck {
  if (!content) return { ok: false, problem: "empty reply" };
  let parsed: unknown;
  try {
    // Servers that ignore response_format (older llama.cpp builds) tend to wrap the JSON in a code fence.
    parsed = JSON.parse(content.trim().replace(/^```(?:json)?|```$/g, ""));
  } catch {
    return { ok: false, problem: "reply is not valid JSON" };
  }
  const items = (parsed as { translations?: unknown } | null)?.translations;
  if (!Array.isArray(items)) return { ok: false, problem: "reply has no translations array" };
  if (items.length !== texts.length) {
    return { ok: false, problem: `${items.length} translations for ${texts.length} segments` };
  }
  const byId = new Map<number, string>();
  for (const item of items as { id?: unknown; text?: unknown }[]) {
    const id = Number(item?.id);
    if (
      !Number.isInteger(id) ||
      id < 1 ||
      id > texts.length ||
      byId.has(id) ||
      typeof item?.text !== "string"
    ) {
      return { ok: false, problem: `unexpected or repeated id ${String(item?.id)}` };
    }
    byId.set(id, normalizePlaceholders(item.text));
  }
  const translations = texts.map((_, i) => byId.get(i + 1) ?? "");
  const placeholdersKept = texts.every((text, i) => samePlaceholders(text, translations[i] ?? ""));
  return { ok: true, translations, placeholdersKept };
}

function samePlaceholders(source: string, translation: string): boolean {
  const a = (source.match(PLACEHOLDER) ?? []).sort();
  const b = (translation.match(PLACEHOLDER) ?? []).sort();
  return a.length === b.length && a.every((p, i) => p === b[i]);
}
