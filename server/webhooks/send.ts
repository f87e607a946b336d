import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { publicAddressOf } from "./publicAddress";

export interface WebhookRequest {
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  /** Tests and development: a receiver on this machine (WEBHOOK_ALLOW_LOOPBACK). */
  allowLoopback: boolean;
}

/**
 * POSTs a webhook to the public address its host resolves to now (publicAddress.ts), connecting to that very address
 * (DNS rebinding between the check and the connection gains nothing): TLS still checks the certificate against the
 * host's name. No redirect is followed, no connection is kept, the answer's body is not read. Resolves to the status.
 */
export async function postWebhook(url: string, request: WebhookRequest): Promise<number> {
  const target = new URL(url);
  const signal = AbortSignal.timeout(request.timeoutMs);
  const pinned = await publicAddressOf(target.hostname, request.allowLoopback);
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
  const client = target.protocol === "https:" ? https : http;
  return new Promise<number>((resolve, reject) => {
    const sending = client.request(
      target,
      {
        method: "POST",
        headers: { ...request.headers, "Content-Length": String(Buffer.byteLength(request.body)) },
        agent: false,
        lookup,
        signal,
      },
      (response) => {
        resolve(response.statusCode ?? 0);
        response.destroy();
      },
    );
    sending.on("error", reject);
    sending.end(request.body);
  });
}
