import { z } from "zod";
import { GLOSSARY_MAX_SERIES_LENGTH, GLOSSARY_MAX_TERM_LENGTH, GLOSSARY_MAX_TERMS } from "../glossary";
import { IsoTimestamp } from "./common";

/** Glossaries (issue 39 item 1): a user's term pairs per series (or project) and language pair. */

const Term = z.string().trim().min(1).max(GLOSSARY_MAX_TERM_LENGTH);
export const GlossaryTerm = z.object({ source: Term, target: Term });

/** The terms of one glossary, capped in count before anything reads them. */
export const GlossaryTerms = z.array(GlossaryTerm).max(GLOSSARY_MAX_TERMS);

export const SeriesName = z.string().trim().min(1).max(GLOSSARY_MAX_SERIES_LENGTH);

const GlossaryLanguage = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z]{2,3}(-[a-z0-9]{2,8})?$/, "must be a language code such as en or pt-br");

/** PUT /glossary: the glossary's terms replaced; an empty list deletes it. */
export const PutGlossaryBody = z.object({
  series: SeriesName,
  source_language: GlossaryLanguage,
  target_language: GlossaryLanguage,
  terms: GlossaryTerms,
});
export type PutGlossaryBody = z.infer<typeof PutGlossaryBody>;

/** GET /glossary: the caller's glossaries, of one series when it is named. */
export const GlossaryQuery = z.object({ series: SeriesName.optional() });

export const Glossary = PutGlossaryBody.extend({ updated_at: IsoTimestamp });
export type Glossary = z.infer<typeof Glossary>;

export const GlossaryList = z.object({ glossaries: z.array(Glossary) });
export type GlossaryList = z.infer<typeof GlossaryList>;
