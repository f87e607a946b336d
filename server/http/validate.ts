import type { Context } from "koa";
import type { z } from "zod";
import { type FieldIssue, ValidationError } from "../errors";

export interface InputSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
}

type Parsed<S, K extends keyof InputSchemas> = S extends Record<K, z.ZodType> ? z.output<S[K]> : undefined;

export interface Input<S extends InputSchemas> {
  params: Parsed<S, "params">;
  query: Parsed<S, "query">;
  body: Parsed<S, "body">;
}

/**
 * The one validation step of every route: parses params, query and body with the route's zod schemas (from
 * shared/api/). Anything that does not fit is a 400 naming each field.
 */
export function validateInput<S extends InputSchemas>(ctx: Context, schemas: S): Input<S> {
  const raw = {
    params: (ctx as unknown as { params?: unknown }).params ?? {},
    query: ctx.query,
    body: ctx.request.body ?? {},
  };
  const input: Record<string, unknown> = {};
  const issues: FieldIssue[] = [];
  for (const part of ["params", "query", "body"] as const) {
    const schema = schemas[part];
    if (!schema) continue;
    const result = schema.safeParse(raw[part]);
    if (result.success) input[part] = result.data;
    else
      issues.push(
        ...result.error.issues.map((issue) => ({
          path: [part, ...issue.path.map(String)].join("."),
          message: issue.message,
        })),
      );
  }
  if (issues.length > 0) {
    throw new ValidationError(issues.map((i) => `${i.path}: ${i.message}`).join("; "), issues);
  }
  return input as unknown as Input<S>;
}
