import { apiRequest } from "@client/lib/api";
import { ContactInfo } from "@shared/api/contact";
import { useQuery } from "@tanstack/react-query";

export function getContactInfo(signal?: AbortSignal): Promise<ContactInfo> {
  return apiRequest("/contact/info", { schema: ContactInfo, signal });
}

/** The team's addresses, as the server is configured; they do not change while the app runs. */
export function useContactInfo() {
  return useQuery({
    queryKey: ["contact", "info"],
    queryFn: ({ signal }) => getContactInfo(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
