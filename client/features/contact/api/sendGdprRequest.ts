import { apiRequest } from "@client/lib/api";
import type { MutationCallbacks } from "@client/lib/queryClient";
import { ContactResponse, type GdprRequest } from "@shared/api/contact";
import { useMutation } from "@tanstack/react-query";

export function sendGdprRequest(request: GdprRequest): Promise<ContactResponse> {
  return apiRequest("/contact/gdpr", { method: "POST", body: request, schema: ContactResponse });
}

/**
 * POST /contact/gdpr: access, rectification, erasure, portability or objection, stored and sent to the data
 * protection contact, who answers within 72 hours; the sender gets an acknowledgement in their language.
 */
export function useSendGdprRequest(callbacks: MutationCallbacks<ContactResponse, GdprRequest> = {}) {
  return useMutation({ mutationFn: sendGdprRequest, ...callbacks });
}
