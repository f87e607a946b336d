import { useMutation } from "@tanstack/react-query";
import { type ContactRequest, ContactResponse } from "../../../../shared/api/contact";
import { apiRequest } from "../../../lib/api";
import type { MutationCallbacks } from "../../../lib/queryClient";

export function sendContactMessage(message: ContactRequest): Promise<ContactResponse> {
  return apiRequest("/contact/send", { method: "POST", body: message, schema: ContactResponse });
}

/** POST /contact/send; the form clears itself on success and keeps what was typed on failure (spec section 8). */
export function useSendContactMessage(callbacks: MutationCallbacks<ContactResponse, ContactRequest> = {}) {
  return useMutation({ mutationFn: sendContactMessage, ...callbacks });
}
