import { sendContactMessage, sendGdprRequest } from "@server/commands/sendContactMessage";
import type { AppDeps } from "@server/deps";
import { ownerOf } from "@server/http/authenticate";
import { body } from "@server/http/body";
import type { RateLimitRule } from "@server/http/rateLimit";
import { type RouteTable, routeTable } from "@server/http/routeTable";
import type { Owner } from "@server/policies/owner";
import { ContactInfo, ContactRequest, ContactResponse, GdprRequest } from "@shared/api/contact";
import type { z } from "zod";

/** Each address may write a few times an hour: enough for a person, too few to flood the team's inbox. */
export const CONTACT_RATE_LIMIT: RateLimitRule = { name: "contact", points: 5, durationSeconds: 3600 };
export const GDPR_RATE_LIMIT: RateLimitRule = { name: "gdpr", points: 5, durationSeconds: 3600 };

/** The contact form and GDPR requests: stored, mailed to the team, acknowledged to the sender. */
export function contactRouter(deps: AppDeps): RouteTable {
  const routes = routeTable(deps);

  routes.add(
    {
      method: "get",
      path: "/contact/info",
      summary: "Where the team and the privacy contact are reached",
      responses: { 200: ContactInfo },
      auth: "none",
    },
    (ctx) => {
      ctx.body = {
        support_email: deps.config.mail.supportEmail ?? null,
        privacy_email: deps.config.mail.privacyEmail,
      } satisfies ContactInfo;
    },
  );

  /** A message from anyone: rate-limited per address, validated, then stored, mailed and acknowledged by `send`. */
  const receive = <S extends z.ZodType>(
    route: { path: string; summary: string },
    rule: RateLimitRule,
    schema: S,
    send: (deps: AppDeps, owner: Owner, input: z.output<S>) => Promise<ContactResponse>,
  ) =>
    routes.add(
      {
        method: "post",
        ...route,
        responses: { 201: ContactResponse },
        rateLimit: rule,
        auth: "either",
        body: body.json(),
        input: { body: schema },
      },
      async (ctx) => {
        ctx.status = 201;
        // The validate step parsed the body with `schema`; TypeScript cannot see that through the generic.
        ctx.body = await send(deps, ownerOf(ctx.state.auth), ctx.state.input.body as z.output<S>);
      },
    );

  receive(
    { path: "/contact/send", summary: "Write to the team" },
    CONTACT_RATE_LIMIT,
    ContactRequest,
    sendContactMessage,
  );
  receive(
    { path: "/contact/gdpr", summary: "Make a data protection request" },
    GDPR_RATE_LIMIT,
    GdprRequest,
    sendGdprRequest,
  );

  return routes;
}
