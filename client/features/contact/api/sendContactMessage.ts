import { apiRequest } from "@client/lib/api";
import type { MutationCallbacks } from "@client/lib/queryClient";
import { type ContactRequest, ContactResponse } from "@shared/api/contact";
import { useMutation } from "@tanstack/react-query";

export function sendContactMessage(message: ContactRequest): Promise<ContactResponse> {
  return apiRequest("/contact/send", { method: "POST", body: message, schema: ContactResponse });
}

/** POST /contact/send; the form clears itself on success and keeps what was typed on failure (spec section 8). */
export function useSendContactMessage(callbacks: MutationCallbacks<ContactResponse, ContactRequest> = {}) {
  return useMutation({ mutationFn: sendContactMessage, ...callbacks });
}
