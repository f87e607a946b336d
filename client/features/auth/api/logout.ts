import { apiRequest } from "@client/lib/api";
import { MessageResponse } from "@shared/api/auth";

/** POST /auth/logout with the token being ended (the device has already forgotten it). */
export function logoutOnServer(token: string): Promise<MessageResponse> {
  return apiRequest("/auth/logout", { method: "POST", bearer: token, schema: MessageResponse });
}
