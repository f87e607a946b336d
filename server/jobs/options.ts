import type { GlossaryTerm } from "@shared/glossary";
import type { TranslationContext } from "../providers/types";
import type { JobRow } from "./repository";

/** The job's own options (issue 39) as the providers take them, from its row (the segment engine's: shared/translation). */

export type Formality = "formal" | "informal";

export function glossaryOf(job: Pick<JobRow, "glossary">): GlossaryTerm[] {
  return job.glossary ? (JSON.parse(job.glossary) as GlossaryTerm[]) : [];
}

export function formalityOf(job: Pick<JobRow, "speaker_formality">): Record<string, Formality> {
  return job.speaker_formality ? (JSON.parse(job.speaker_formality) as Record<string, Formality>) : {};
}

/**
 * What a job's texts are sent with besides the neighbouring lines (its description, genre, glossary, speakers'
 * formality), which is also part of their key in the translation cache (store.ts cacheKeyOf).
 */
export function jobContextOf(job: {
  context?: string | null;
  genre?: string | null;
  glossary: readonly GlossaryTerm[];
  formality: Record<string, Formality>;
}): TranslationContext {
  return {
    ...(job.context && { description: job.context }),
    ...(job.genre && { genre: job.genre }),
    ...(job.glossary.length > 0 && { glossary: [...job.glossary] }),
    ...(Object.keys(job.formality).length > 0 && { formality: job.formality }),
  };
}

/** The columns of a job's row its context is made of (and so its texts' key in the translation cache). */
export type JobContextColumns = Pick<JobRow, "context" | "genre" | "glossary" | "speaker_formality">;

/**
 * The context of a job's texts from its row: the runner reads it of the job, the estimate of the row a start would
 * insert (commands/startTranslation.ts contextColumns), so both look the cache up under the same key.
 */
export function contextOfJob(job: JobContextColumns): TranslationContext {
  return jobContextOf({ ...job, glossary: glossaryOf(job), formality: formalityOf(job) });
}
