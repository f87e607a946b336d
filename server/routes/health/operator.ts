import { timingSafeEqual } from "node:crypto";
import type { Config } from "@server/config";
import type { Context } from "koa";

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/**
 * Whether the caller of /health/detailed is the operator, who also sees the queue and the processes: a monitor
 * with the HEALTH_TOKEN bearer token, or a request from the server's own host that no proxy forwarded (curl on the
 * machine, the systemd health check). A reverse proxy on the same host connects from loopback too, so a request
 * with any forwarding header is not taken for a local one, whatever TRUST_PROXY says. Everyone else gets what the
 * status page shows: the providers and the database, nothing about other people's work.
 */
export function isOperator(ctx: Context, config: Pick<Config, "healthToken">): boolean {
  const header = ctx.get("authorization");
  if (config.healthToken && header.startsWith("Bearer ")) {
    const sent = Buffer.from(header.slice("Bearer ".length));
    const expected = Buffer.from(config.healthToken);
    return sent.length === expected.length && timingSafeEqual(sent, expected);
  }
  const forwarded = ctx.get("x-forwarded-for") || ctx.get("forwarded") || ctx.get("x-real-ip");
  return !forwarded && LOOPBACK.has(ctx.req.socket.remoteAddress ?? "");
}
