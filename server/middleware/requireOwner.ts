import type { Middleware } from "koa";
import { DeviceId } from "../../shared/api/common";
import { InvalidDeviceIdError, MissingDeviceIdError } from "../errors";
import type { AppState } from "../state";

/**
 * Identifies the caller of an owned resource by its X-Device-Id (DECISIONS.md: a random UUID the client keeps).
 * Accounts will set `userId` here from the bearer token; routes and policies already read both.
 */
export function requireOwner(): Middleware<AppState> {
  return async (ctx, next) => {
    const header = ctx.get("X-Device-Id").trim();
    if (header === "") throw new MissingDeviceIdError();
    const parsed = DeviceId.safeParse(header);
    if (!parsed.success) throw new InvalidDeviceIdError();
    ctx.state.owner = { deviceId: parsed.data, userId: null };
    return next();
  };
}
