import type { Auth } from "./http/authenticate";
import type { Logger } from "./logger";

/** What the middleware chain puts on `ctx.state`, in the order it runs. */
export interface AppState {
  requestId: string;
  log: Logger;
  /** Set by the authenticate step of every route (server/http/endpoint.ts); `ownerOf` derives the Owner. */
  auth: Auth;
  /** Set by the validate step; routes read it through the type `endpoint` gives their handler. */
  input: unknown;
}
