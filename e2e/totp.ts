import { generateSync } from "otplib";

const PERIOD_SECONDS = 30;

/** The 30-second TOTP step the clock is in now. */
export function currentTotpStep(): number {
  return Math.floor(Date.now() / 1000 / PERIOD_SECONDS);
}

/**
 * The code of one step. The server accepts the steps one either side of its clock's, each once and only after the
 * last one it accepted, so a second sign-in can send the next step's code instead of waiting for the clock.
 */
export function totpForStep(secret: string, step: number): string {
  return generateSync({ secret, epoch: step * PERIOD_SECONDS });
}
