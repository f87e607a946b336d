import { z } from "zod";
import { PasswordInput, SecondFactorCode } from "./auth";

/**
 * The two account calls spec section 7 does not list, which DECISIONS.md makes real (data download and account
 * deletion), under the same /auth prefix as the rest of the account.
 */

/** GET /auth/export: a zip of the account's data (JSON) and files, sent as an attachment. */
export const ACCOUNT_EXPORT_PATH = "/auth/export";

/**
 * DELETE /auth/account: the password (left out only by an account that has none) and, when two-factor is on, a
 * code or a backup code. Deletes the account, its files, jobs and sessions.
 */
export const ACCOUNT_PATH = "/auth/account";
export const DeleteAccountRequest = z.object({
  password: PasswordInput.optional(),
  token: SecondFactorCode.optional(),
});
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequest>;
