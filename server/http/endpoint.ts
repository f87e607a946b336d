import type { Middleware, ParameterizedContext } from "koa";
import type { AppState } from "../state";
import { type AuthFor, type AuthRequirement, authenticate, type SessionVerifier } from "./authenticate";
import type { BodyReader } from "./body";
import { callerKey, limitRate, type RateLimitRule, type RateLimitStore } from "./rateLimit";
import { type Input, type InputSchemas, validateInput } from "./validate";

export interface EndpointSpec<S extends InputSchemas, R extends AuthRequirement> {
  /**
   * Counted per client address before anything else, and rules `per: "caller"` right after authentication; no
   * rule, no limit.
   */
  rateLimit?: RateLimitRule | readonly RateLimitRule[];
  /** Who may call: every route says it; the handler's `ctx.state.auth` is typed by it. */
  auth: R;
  /** How the body is read (body.json(), body.form(), body.raw(), body.multipart(kind)); left unread without. */
  body?: BodyReader;
  /** zod schemas of params, query and body (shared/api/); the result is `ctx.state.input`. */
  input?: S;
}

export type EndpointContext<
  S extends InputSchemas,
  R extends AuthRequirement = AuthRequirement,
> = ParameterizedContext<AppState & { input: Input<S>; auth: AuthFor<R> }>;

export interface EndpointDeps {
  sessions: SessionVerifier;
  rateLimits: RateLimitStore;
}

/**
 * Every call made with one API key, on top of the routes' own limits: a script polling a job's status every
 * second with uploads and exports besides stays well under it, a runaway loop does not.
 */
export const API_KEY_LIMIT: RateLimitRule = {
  name: "api-key",
  points: 120,
  durationSeconds: 60,
  per: "caller",
};

/**
 * The one request chain of every route, in its one order: rate limit → authenticate (→ the caller's rate limit) →
 * body → validate → handler.
 * A refusal at any step ends the request there, so a flood costs no session lookup and a stranger's upload is
 * never read. Work on several tables goes to a command (server/commands/) inside one transaction.
 */
export function endpointFactory(deps: EndpointDeps) {
  return function endpoint<S extends InputSchemas = Record<never, never>, R extends AuthRequirement = never>(
    spec: EndpointSpec<S, R>,
    handler: (ctx: EndpointContext<S, R>) => unknown,
  ): Middleware<AppState> {
    const rules = [spec.rateLimit ?? []].flat();
    const perAddress = rules.filter((rule) => rule.per !== "caller");
    const perCaller = rules.filter((rule) => rule.per === "caller");
    return async (ctx) => {
      for (const rule of perAddress) await limitRate(rule, ctx.ip, deps.rateLimits);
      const auth = await authenticate(ctx, spec.auth, deps.sessions);
      ctx.state.auth = auth;
      if (auth.apiKey) await limitRate(API_KEY_LIMIT, `key:${auth.apiKey.id}`, deps.rateLimits);
      for (const rule of perCaller) await limitRate(rule, callerKey(auth, ctx.ip), deps.rateLimits);
      await spec.body?.read(ctx);
      ctx.state.input = validateInput(ctx, spec.input ?? {});
      await handler(ctx as unknown as EndpointContext<S, R>);
    };
  };
}
