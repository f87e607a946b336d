import type { AppDeps } from "@server/deps";
import { AppError } from "@server/errors";
import { ownerOf } from "@server/http/authenticate";
import { type RouteTable, routeTable } from "@server/http/routeTable";
import { findOwnedJob } from "@server/jobs/repository";
import { listJobDeliveries } from "@server/webhooks/deliveries";
import { rotateWebhookSecret, webhookSecretOf } from "@server/webhooks/secrets";
import { JobIdParams } from "@shared/api/translate";
import { WebhookDeliveriesResponse, WebhookSecretResponse } from "@shared/api/webhooks";
import { ErrorCode } from "@shared/errors";

/** The account's webhook signing secret and the deliveries of a job's webhooks (server/webhooks/). */
export function webhooksRouter(deps: AppDeps): RouteTable {
  const { db } = deps;
  const routes = routeTable(deps);
  const userId = (auth: { user: { id: string } | null }) => {
    if (!auth.user) throw new AppError(ErrorCode.authenticationRequired, "Sign in to use this");
    return auth.user.id;
  };

  routes.add(
    {
      method: "get",
      path: "/auth/webhook-secret",
      summary: "The account's webhook signing secret (made on first call)",
      responses: { 200: WebhookSecretResponse },
      auth: "user",
    },
    async (ctx) => {
      ctx.body = await webhookSecretOf(db, userId(ctx.state.auth));
    },
  );

  routes.add(
    {
      method: "post",
      path: "/auth/webhook-secret",
      summary: "Replace the webhook signing secret",
      description: "Deliveries signed from now on use the new secret; the old one stops verifying at once.",
      responses: { 200: WebhookSecretResponse },
      auth: "user",
    },
    async (ctx) => {
      ctx.body = await rotateWebhookSecret(db, userId(ctx.state.auth));
    },
  );

  routes.add(
    {
      method: "get",
      path: "/translate/job/:id/webhook-deliveries",
      summary: "A job's webhook deliveries and each attempt",
      responses: { 200: WebhookDeliveriesResponse },
      auth: "either",
      input: { params: JobIdParams },
    },
    async (ctx) => {
      const job = await findOwnedJob(db, ownerOf(ctx.state.auth), ctx.state.input.params.id);
      ctx.body = { deliveries: await listJobDeliveries(db, job.id) } satisfies WebhookDeliveriesResponse;
    },
  );

  return routes;
}
