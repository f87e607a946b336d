import { useEffect, useState } from "react";
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
          availability: {
            openai: health.providers.openai.configured,
            deepl: health.providers.deepl.configured,
            mymemory: health.providers.mymemory.configured,
          },
        }),
      )
      .catch(() => {
        if (!controller.signal.aborted) setState({ loading: false, availability: null });
      });
    return () => controller.abort();
  }, [online]);
  return state;
}
