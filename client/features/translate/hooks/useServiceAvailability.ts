import { SERVICE_IDS, type ServiceId } from "../../../../shared/catalog";
import { useOnline } from "../../../lib/useOnline";
import { useServiceHealth } from "../api/getServiceHealth";
import type { ServiceAvailability } from "../services";

/** Which services the server has configured; asked again when the connection comes back, null when unknown. */
export function useServiceAvailability(): ServiceAvailability {
  const health = useServiceHealth(useOnline());
  if (!health.isSuccess) return null;
  return Object.fromEntries(SERVICE_IDS.map((id) => [id, health.data.providers[id].configured])) as Record<
    ServiceId,
    boolean
  >;
}
