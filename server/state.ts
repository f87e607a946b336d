import type { Logger } from "./logger";
import type { Owner } from "./policies/owner";

/** What the middleware chain puts on `ctx.state`, in the order it runs. */
export interface AppState {
  requestId: string;
  log: Logger;
  /** Set by `requireOwner` on routes that touch owned resources. */
  owner: Owner;
  /** Set by `validate`; routes read it through the type `validate` returns. */
  input: unknown;
}
