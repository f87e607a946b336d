import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { CueIssue } from "@shared/readingLimits";

/** A cue's issue in the quality report, as the review grid and the device's report name it. */
export const ISSUE_LABELS: Record<CueIssue, MessageDescriptor> = {
  untranslated: msg`Not translated`,
  refused: msg`Refused by the service`,
  tags_repaired: msg`Tags repaired`,
  over_cps: msg`Reads too fast`,
  over_line_length: msg`Line too long`,
  too_many_lines: msg`Too many lines`,
  wrong_language: msg`Another language?`,
  glossary_miss: msg`Glossary term missing`,
};

/** Issues that mean the cue is not a translation: shown in the error colour, the others as warnings. */
export const FAILED_ISSUES: readonly CueIssue[] = ["untranslated", "refused"];
