import { protectTerms, restoreTerms } from "@shared/glossary";
import type { TranslateRequest } from "./types";

/**
 * For the machine-translation services (MyMemory, DeepL): the glossary's source terms go out as placeholders, which
 * they move with the words around them as they do formatting tags, and each comes back as its target term. A
 * placeholder the service dropped leaves its term missing, which the runner flags (`glossary_miss`).
 */
export async function withProtectedTerms(
  req: TranslateRequest,
  send: (texts: string[]) => Promise<string[]>,
): Promise<string[]> {
  const terms = req.context?.glossary ?? [];
  if (terms.length === 0) return send(req.texts);
  const protectedTexts = req.texts.map((text) => protectTerms(text, terms));
  const out = await send(protectedTexts.map((p) => p.text));
  return out.map((text, i) => restoreTerms(text, protectedTexts[i]?.targets ?? new Map()).text);
}
