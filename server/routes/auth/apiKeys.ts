import Router from "@koa/router";
import { createApiKey, listApiKeys, MAX_API_KEYS, revokeApiKey } from "@server/apiKeys/repository";
import type { AppDeps } from "@server/deps";
import { AppError } from "@server/errors";
import { body } from "@server/http/body";
import { endpointFactory } from "@server/http/endpoint";
import { presentApiKey } from "@server/presenters/apiKey";
import type { AppState } from "@server/state";
import {
  ApiKeyIdParams,
  type ApiKeysResponse,
  CreateApiKeyRequest,
  type CreatedApiKey,
} from "@shared/api/apiKeys";
import { ErrorCode } from "@shared/errors";

/** Creating keys is a few clicks in the security section; a few a minute is plenty. */
const CREATE_LIMIT = { name: "api-key-create", points: 10, durationSeconds: 60, per: "caller" } as const;

/**
 * The security section's API keys (issue 37): only a signed-in session manages them, so a leaked key can neither
 * mint more keys nor revoke its owner's other ones.
 */
export function apiKeysRouter(deps: AppDeps): Router<AppState> {
  const { db } = deps;
  const endpoint = endpointFactory(deps);
  const router = new Router<AppState>();

  router.post(
    "/auth/api-keys",
    endpoint(
      { rateLimit: CREATE_LIMIT, auth: "session", body: body.json(), input: { body: CreateApiKeyRequest } },
      async (ctx) => {
        const { user, plan } = ctx.state.auth;
        if (!plan.apiAccess) throw new AppError(ErrorCode.apiNotInPlan, "API keys are part of the Pro plan");
        const issued = await createApiKey(db, user.id, ctx.state.input.body.name);
        if (issued === "limit")
          throw new AppError(
            ErrorCode.conflict,
            `An account holds at most ${MAX_API_KEYS} keys: revoke one first`,
          );
        const { last_used_at: _never, ...shown } = presentApiKey(issued.row);
        ctx.status = 201;
        ctx.body = { ...shown, key: issued.key } satisfies CreatedApiKey;
      },
    ),
  );

  router.get(
    "/auth/api-keys",
    endpoint({ auth: "session" }, async (ctx) => {
      ctx.body = (await listApiKeys(db, ctx.state.auth.user.id)).map(presentApiKey) satisfies ApiKeysResponse;
    }),
  );

  router.delete(
    "/auth/api-keys/:id",
    endpoint({ auth: "session", input: { params: ApiKeyIdParams } }, async (ctx) => {
      // Another account's key and an unknown id look the same.
      if (!(await revokeApiKey(db, ctx.state.auth.user.id, ctx.state.input.params.id)))
        throw new AppError(ErrorCode.notFound, "API key not found");
      ctx.status = 204;
    }),
  );

  return router;
}
