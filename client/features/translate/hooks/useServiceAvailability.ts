import { useEffect, useState } from "react";
import type { ProviderHealth } from "../../../../shared/api/health";
import type { ServiceId } from "../../../../shared/languages";
import { useOnline } from "../../../lib/useOnline";
import { getServiceHealth } from "../api/getServiceHealth";
import type { ServiceAvailability } from "../services";

interface ServiceState {
  loading: boolean;
  availability: ServiceAvailability;
  /** Each service's quota of the day as the server counts it; null while unknown. */
  quota: Record<ServiceId, ProviderHealth> | null;
}

/** Which services the server has configured and what is left of their quota; asked again when back online. */
export function useServiceAvailability(): ServiceState {
  const online = useOnline();
  const [state, setState] = useState<ServiceState>({ loading: true, availability: null, quota: null });
  useEffect(() => {
    if (!online) return;
    const controller = new AbortController();
    getServiceHealth(controller.signal)
      .then((health) =>
        setState({
          loading: false,
          availability: {
            openai: health.providers.openai.configured,
            deepl: health.providers.deepl.configured,
            mymemory: health.providers.mymemory.configured,
          },
          quota: health.providers,
        }),
      )
      .catch(() => {
        if (!controller.signal.aborted) setState({ loading: false, availability: null, quota: null });
      });
    return () => controller.abort();
  }, [online]);
  return state;
}
