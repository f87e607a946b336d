import type { GlossaryTerm } from "@shared/glossary";
import type { SegmentOptions } from "@shared/subtitles";
import type { JobRow } from "./repository";

/** The job's own options (issue 39) as the segment engine and the providers take them, from its row. */

export type Formality = "formal" | "informal";

export function segmentOptionsOf(job: Pick<JobRow, "lyrics" | "sound_descriptions">): SegmentOptions {
  return {
    ...(job.lyrics === "translate" && { lyrics: "translate" }),
    ...(job.sound_descriptions === "keep" && { soundDescriptions: "keep" }),
  };
}

export function glossaryOf(job: Pick<JobRow, "glossary">): GlossaryTerm[] {
  return job.glossary ? (JSON.parse(job.glossary) as GlossaryTerm[]) : [];
}

export function formalityOf(job: Pick<JobRow, "speaker_formality">): Record<string, Formality> {
  return job.speaker_formality ? (JSON.parse(job.speaker_formality) as Record<string, Formality>) : {};
}
