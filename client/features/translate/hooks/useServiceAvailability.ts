import { useOnline } from "@client/lib/useOnline";
import type { ProviderHealth } from "@shared/api/health";
import { SERVICE_IDS, type ServiceId } from "@shared/catalog";
import { useServiceHealth } from "../api/getServiceHealth";
import type { ServiceAvailability } from "../services";

interface ServiceState {
  availability: ServiceAvailability;
  /** Each service's quota of the day as the server counts it; null while unknown. */
  quota: Record<ServiceId, ProviderHealth> | null;
  /** The model the server runs for each service that has one; null while unknown. */
  models: Record<ServiceId, string | null> | null;
}

/** Which services the server has configured and what is left of their quota; asked again when back online. */
export function useServiceAvailability(): ServiceState {
  const health = useServiceHealth(useOnline());
  if (!health.isSuccess) return { availability: null, quota: null, models: null };
  const each = <T>(pick: (provider: ProviderHealth) => T) =>
    Object.fromEntries(SERVICE_IDS.map((id) => [id, pick(health.data.providers[id])])) as Record<
      ServiceId,
      T
    >;
  return {
    availability: each((provider) => provider.configured),
    quota: health.data.providers,
    models: each((provider) => provider.model),
  };
}
