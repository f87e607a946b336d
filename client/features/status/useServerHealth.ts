import type { DetailedHealthResponse } from "@shared/api/health";
import { useCallback, useEffect, useState } from "react";
import { getServiceHealth } from "../translate/api/getServiceHealth";

/** Often enough to see a recovery while the page is open, rarely enough to cost the server nothing. */
const REFRESH_MS = 30_000;

export type ServerHealth =
  | { status: "loading" }
  | { status: "ready"; health: DetailedHealthResponse; checkedAt: Date }
  | { status: "unreachable"; error: unknown; checkedAt: Date };

/** GET /health/detailed now, every 30 s while the page is open, and on demand. */
export function useServerHealth(): { state: ServerHealth; refresh: () => void } {
  const [state, setState] = useState<ServerHealth>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  const refresh = useCallback(() => setAttempt((n) => n + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the trigger of a manual refresh.
  useEffect(() => {
    const controller = new AbortController();
    const check = () =>
      getServiceHealth(controller.signal).then(
        (health) => setState({ status: "ready", health, checkedAt: new Date() }),
        (error: unknown) => {
          if (!controller.signal.aborted) setState({ status: "unreachable", error, checkedAt: new Date() });
        },
      );
    void check();
    const timer = setInterval(() => void check(), REFRESH_MS);
    return () => {
      controller.abort();
      clearInterval(timer);
    };
  }, [attempt]);

  return { state, refresh };
}
