import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * `Polysub-Signature: t=<Unix seconds>,v1=<hex>`: HMAC-SHA256 with the account's secret of `<t>.<body>`, the
 * scheme Stripe uses, so a receiver checks both the body and its age (a replayed old delivery fails the age).
 */
export function signatureHeader(secret: string, body: string, unixSeconds: number): string {
  return `t=${unixSeconds},v1=${hmac(secret, unixSeconds, body)}`;
}

function hmac(secret: string, unixSeconds: number, body: string): string {
  return createHmac("sha256", secret).update(`${unixSeconds}.${body}`).digest("hex");
}

/** What a receiver does (the developers page shows the same in a few lines); the tests' receiver uses it. */
export function verifySignature(
  secret: string,
  body: string,
  header: string,
  nowSeconds: number,
  toleranceSeconds = 300,
): boolean {
  const fields = new Map(header.split(",").map((part) => part.split("=", 2) as [string, string]));
  const t = Number(fields.get("t"));
  const given = Buffer.from(fields.get("v1") ?? "", "hex");
  const expected = Buffer.from(hmac(secret, t, body), "hex");
  return (
    Number.isInteger(t) &&
    Math.abs(nowSeconds - t) <= toleranceSeconds &&
    given.length === expected.length &&
    timingSafeEqual(given, expected)
  );
}
