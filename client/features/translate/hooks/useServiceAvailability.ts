import { useOnline } from "@client/lib/useOnline";
import type { ProviderHealth } from "@shared/api/health";
import { SERVICE_IDS, type ServiceId } from "@shared/catalog";
import { useServiceHealth } from "../api/getServiceHealth";
import type { ServiceAvailability } from "../services";

interface ServiceState {
  availability: ServiceAvailability;
  /** Each service's quota of the day as the server counts it; null while unknown. */
  quota: Record<ServiceId, ProviderHealth> | null;
}

/** Which services the server has configured and what is left of their quota; asked again when back online. */
export function useServiceAvailability(): ServiceState {
  const health = useServiceHealth(useOnline());
  if (!health.isSuccess) return { availability: null, quota: null };
  const availability = Object.fromEntries(
    SERVICE_IDS.map((id) => [id, health.data.providers[id].configured]),
  ) as Record<ServiceId, boolean>;
  return { availability, quota: health.data.providers };
}
