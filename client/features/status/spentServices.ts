import type { DetailedHealthResponse } from "@shared/api/health";
import { SERVICE_IDS, type ServiceId } from "@shared/catalog";

/**
 * The configured services whose day is spent (nothing left today, by the server's count or the provider's word):
 * jobs fall back from them or wait for their reset, so the status page does not call them working.
 */
export function spentServices(health: DetailedHealthResponse): ServiceId[] {
  return SERVICE_IDS.filter(
    (id) => health.providers[id].configured && health.providers[id].remaining_today === 0,
  );
}
