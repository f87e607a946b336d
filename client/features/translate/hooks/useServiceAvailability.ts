import { useEffect, useState } from "react";
import { SERVICE_IDS, type ServiceId } from "../../../../shared/catalog";
import { useOnline } from "../../../lib/useOnline";
import { getServiceHealth } from "../api/getServiceHealth";
import type { ServiceAvailability } from "../services";

/** Which services the server has configured; asked again when the connection comes back. */
export function useServiceAvailability(): { loading: boolean; availability: ServiceAvailability } {
  const online = useOnline();
  const [state, setState] = useState<{ loading: boolean; availability: ServiceAvailability }>({
    loading: true,
    availability: null,
  });
  useEffect(() => {
    if (!online) return;
    const controller = new AbortController();
    getServiceHealth(controller.signal)
      .then((health) =>
        setState({
          loading: false,
          availability: Object.fromEntries(
            SERVICE_IDS.map((id) => [id, health.providers[id].configured]),
          ) as Record<ServiceId, boolean>,
        }),
      )
      .catch(() => {
        if (!controller.signal.aborted) setState({ loading: false, availability: null });
      });
    return () => controller.abort();
  }, [online]);
  return state;
}
