import Router from "@koa/router";
import { type ContactInfo, ContactRequest, GdprRequest } from "../../../shared/api/contact";
import { sendContactMessage, sendGdprRequest } from "../../commands/sendContactMessage";
import type { AppDeps } from "../../deps";
import { ownerOf } from "../../http/authenticate";
import { body } from "../../http/body";
import { endpointFactory } from "../../http/endpoint";
import type { RateLimitRule } from "../../http/rateLimit";
import type { AppState } from "../../state";

/** Each address may write a few times an hour: enough for a person, too few to flood the team's inbox. */
export const CONTACT_RATE_LIMIT: RateLimitRule = { name: "contact", points: 5, durationSeconds: 3600 };
export const GDPR_RATE_LIMIT: RateLimitRule = { name: "gdpr", points: 5, durationSeconds: 3600 };

/** The contact form and GDPR requests: stored, mailed to the team, acknowledged to the sender. */
export function contactRouter(deps: AppDeps): Router<AppState> {
  const endpoint = endpointFactory(deps);
  const router = new Router<AppState>();

  router.get(
    "/contact/info",
    endpoint({ auth: "none" }, (ctx) => {
      ctx.body = {
        support_email: deps.config.mail.supportEmail,
        privacy_email: deps.config.mail.privacyEmail,
      } satisfies ContactInfo;
    }),
  );

  router.post(
    "/contact/send",
    endpoint(
      { rateLimit: CONTACT_RATE_LIMIT, auth: "either", body: body.json(), input: { body: ContactRequest } },
      async (ctx) => {
        ctx.status = 201;
        ctx.body = await sendContactMessage(deps, ownerOf(ctx.state.auth), ctx.state.input.body);
      },
    ),
  );

  router.post(
    "/contact/gdpr",
    endpoint(
      { rateLimit: GDPR_RATE_LIMIT, auth: "either", body: body.json(), input: { body: GdprRequest } },
      async (ctx) => {
        ctx.status = 201;
        ctx.body = await sendGdprRequest(deps, ownerOf(ctx.state.auth), ctx.state.input.body);
      },
    ),
  );

  return router;
}
