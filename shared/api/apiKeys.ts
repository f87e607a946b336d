import { z } from "zod";
import { IsoTimestamp, ResourceId } from "./common";

/** API keys of a Pro account (issue 37): `Authorization: Bearer psk_…` on every call a signed-in user may make. */

/** The name the owner gives a key, to tell which script or machine holds it. */
export const ApiKeyName = z.string().trim().min(1).max(100);

/** POST /auth/api-keys. */
export const CreateApiKeyRequest = z.object({ name: ApiKeyName });
export type CreateApiKeyRequest = z.infer<typeof CreateApiKeyRequest>;

/** A key as listed: never its secret, which only the creation's answer carries. */
export const ApiKeyView = z.object({
  id: ResourceId,
  name: z.string(),
  created_at: IsoTimestamp,
  last_used_at: IsoTimestamp.nullable(),
});
export type ApiKeyView = z.infer<typeof ApiKeyView>;

/** POST /auth/api-keys answers the key itself, the only time it is shown. */
export const CreatedApiKey = ApiKeyView.omit({ last_used_at: true }).extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof CreatedApiKey>;

/** GET /auth/api-keys: the account's keys, newest first. */
export const ApiKeysResponse = z.array(ApiKeyView);
export type ApiKeysResponse = z.infer<typeof ApiKeysResponse>;

/** DELETE /auth/api-keys/{id}. */
export const ApiKeyIdParams = z.object({ id: ResourceId });
