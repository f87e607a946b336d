import { generateSync } from "otplib";

const PERIOD_SECONDS = 30;

/**
 * A code the server has not seen yet: it accepts each 30-second step once, so after `used` the test waits for the
 * next step instead of replaying it.
 */
export async function freshTotp(secret: string, used: readonly string[] = []): Promise<string> {
  for (;;) {
    const code = generateSync({ secret });
    if (!used.includes(code)) return code;
    const msLeft = PERIOD_SECONDS * 1000 - (Date.now() % (PERIOD_SECONDS * 1000));
    await new Promise((resolve) => setTimeout(resolve, msLeft + 200));
  }
}
