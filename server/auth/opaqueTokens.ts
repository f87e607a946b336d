import { createHash, randomBytes } from "node:crypto";

/**
 * Session tokens and email-link tokens are 32 random bytes in base64url. Only their SHA-256 is stored: the
 * token has 256 bits of entropy, so a fast hash is enough (no salt or slow hash needed) and lookups stay indexed.
 */
export function newOpaqueToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}
