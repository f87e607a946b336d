import { randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
import {
  loadWellKnownPasswordCheck,
  type PasswordProblem,
  passwordProblems,
  type WellKnownPasswordCheck,
} from "@shared/password";

/**
 * argon2id (the library's default algorithm, asserted by the tests) with its defaults, which are OWASP's
 * minimum: 19 MiB, 2 passes, 1 lane; about 30-50 ms here.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummyHash: Promise<string> | undefined;

/**
 * True when `password` matches `passwordHash`. With no hash (unknown email, or an account that only signs in
 * through Google or GitHub) it verifies against a dummy hash of the same cost and answers false, so the answer
 * takes the same time and an attacker cannot tell which emails have accounts.
 */
export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hash(randomBytes(32).toString("hex"));
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    // A damaged stored hash must refuse, not crash the login.
    return false;
  }
}

let wellKnownCheck: Promise<WellKnownPasswordCheck> | undefined;

/**
 * The problems of a new password, including the dictionary check the client may not have loaded yet.
 * `userInputs`: the account's email and name, which make a password guessable.
 */
export async function newPasswordProblems(
  password: string,
  userInputs: readonly string[] = [],
): Promise<PasswordProblem[]> {
  wellKnownCheck ??= loadWellKnownPasswordCheck();
  const isWellKnown = await wellKnownCheck;
  return passwordProblems(password, { wellKnown: isWellKnown(password, userInputs) });
}
