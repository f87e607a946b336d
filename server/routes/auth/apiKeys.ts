import { createApiKey, listApiKeys, MAX_API_KEYS, revokeApiKey } from "@server/apiKeys/repository";
import type { AppDeps } from "@server/deps";
import { AppError } from "@server/errors";
import { body } from "@server/http/body";
import { type RouteTable, routeTable } from "@server/http/routeTable";
import { presentApiKey } from "@server/presenters/apiKey";
import { ApiKeyIdParams, ApiKeysResponse, CreateApiKeyRequest, CreatedApiKey } from "@shared/api/apiKeys";
import { ErrorCode } from "@shared/errors";

/** Creating keys is a few clicks in the security section; a few a minute is plenty. */
const CREATE_LIMIT = { name: "api-key-create", points: 10, durationSeconds: 60, per: "caller" } as const;

/**
 * The security section's API keys (issue 37): only a signed-in session manages them, so a leaked key can neither
 * mint more keys nor revoke its owner's other ones.
 */
export function apiKeysRouter(deps: AppDeps): RouteTable {
  const { db } = deps;
  const routes = routeTable(deps);

  routes.add(
    {
      method: "post",
      path: "/auth/api-keys",
      summary: "Create an API key (Pro; its key is shown in this answer only)",
      responses: { 201: CreatedApiKey },
      rateLimit: CREATE_LIMIT,
      auth: "session",
      body: body.json(),
      input: { body: CreateApiKeyRequest },
    },
    async (ctx) => {
      const { user, plan } = ctx.state.auth;
      if (!plan.apiAccess) throw new AppError(ErrorCode.apiNotInPlan, "API keys are part of the Pro plan");
      const issued = await createApiKey(db, user.id, ctx.state.input.body.name);
      if (issued === "limit")
        throw new AppError(
          ErrorCode.accountLimitReached,
          `An account holds at most ${MAX_API_KEYS} keys: revoke one first`,
        );
      const { last_used_at: _never, ...shown } = presentApiKey(issued.row);
      ctx.status = 201;
      ctx.body = { ...shown, key: issued.key } satisfies CreatedApiKey;
    },
  );

  routes.add(
    {
      method: "get",
      path: "/auth/api-keys",
      summary: "The account's API keys, with their last use",
      responses: { 200: ApiKeysResponse },
      auth: "session",
    },
    async (ctx) => {
      ctx.body = (await listApiKeys(db, ctx.state.auth.user.id)).map(presentApiKey) satisfies ApiKeysResponse;
    },
  );

  routes.add(
    {
      method: "delete",
      path: "/auth/api-keys/:id",
      summary: "Revoke an API key",
      responses: { 204: null },
      auth: "session",
      input: { params: ApiKeyIdParams },
    },
    async (ctx) => {
      // Another account's key and an unknown id look the same.
      if (!(await revokeApiKey(db, ctx.state.auth.user.id, ctx.state.input.params.id)))
        throw new AppError(ErrorCode.notFound, "API key not found");
      ctx.status = 204;
    },
  );

  return routes;
}
