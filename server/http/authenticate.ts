import type { Middleware } from "koa";
import { DeviceId } from "../../shared/api/common";
import { ErrorCode } from "../../shared/errors";
import { AppError } from "../errors";
import type { AppState } from "../state";

/**
 * Identifies the caller of an owned resource by its X-Device-Id (DECISIONS.md: a random UUID the client keeps).
 * Accounts will set `userId` here from the bearer token; routes and policies already read both.
 */
export function requireOwner(): Middleware<AppState> {
  return async (ctx, next) => {
    const header = ctx.get("X-Device-Id").trim();
    if (header === "") throw new AppError(ErrorCode.missingDeviceId, "The X-Device-Id header is required");
    const parsed = DeviceId.safeParse(header);
    if (!parsed.success)
      throw new AppError(ErrorCode.invalidDeviceId, "The X-Device-Id header must be a UUID");
    ctx.state.owner = { deviceId: parsed.data, userId: null };
    return next();
  };
}
