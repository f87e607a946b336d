import type { z } from "zod";

export type ContactField = "name" | "email" | "category" | "subject" | "message";

/** What is wrong with a field, in words the form translates. */
export type FieldProblem = "required" | "invalid_email" | "too_long" | "invalid";

/**
 * The first problem of each field from the schema's issues, so the form (the contact form, a GDPR request) says it
 * next to the field.
 */
export function fieldProblems<F extends string = ContactField>(
  issues: readonly z.core.$ZodIssue[],
): Partial<Record<F, FieldProblem>> {
  const problems: Partial<Record<F, FieldProblem>> = {};
  for (const issue of issues) {
    const field = issue.path[0] as F | undefined;
    if (!field || problems[field]) continue;
    if (issue.code === "too_small" || (issue.code === "invalid_type" && issue.input === undefined))
      problems[field] = "required";
    else if (issue.code === "too_big") problems[field] = "too_long";
    else if (field === "email") problems[field] = "invalid_email";
    else problems[field] = "invalid";
  }
  return problems;
}
