import { readValue } from "./database";
import { VISITOR } from "./types";

export const ACCOUNT_KEY = "account";
/** Signed in, before the server said who (no account's id looks like it): rows made meanwhile get the id later. */
export const ACCOUNT_PENDING = "pending";

/**
 * The account signed in on this device as the server last said (known offline too), or VISITOR: rows made now
 * are marked with it (types.ts).
 */
export async function deviceAccount(): Promise<string> {
  return (await readValue<string>(ACCOUNT_KEY)) ?? VISITOR;
}
