import { translateProtected } from "@shared/glossary";
import type { TranslateRequest } from "./types";

/** For the machine-translation services (MyMemory, DeepL): the request's glossary protected (shared/glossary.ts). */
export function withProtectedTerms(
  req: TranslateRequest,
  send: (texts: string[]) => Promise<string[]>,
): Promise<string[]> {
  return translateProtected(req.texts, req.context?.glossary ?? [], send);
}
