import { useEffect, useState } from "react";
import { type DeviceAvailability, deviceAvailability } from "../device/translator";

/**
 * Whether this browser translates source → target on the device (issue 39 item 8); null where it cannot, or while
 * the browser is asked. A pair changed meanwhile never takes an older answer.
 */
export function useDeviceAvailability(source: string, target: string): DeviceAvailability | null {
  const [answer, setAnswer] = useState<{ pair: string; value: DeviceAvailability | null }>();
  const pair = `${source}>${target}`;
  useEffect(() => {
    let active = true;
    void deviceAvailability(source, target).then((value) => {
      if (active) setAnswer({ pair: `${source}>${target}`, value });
    });
    return () => {
      active = false;
    };
  }, [source, target]);
  return answer?.pair === pair ? answer.value : null;
}
