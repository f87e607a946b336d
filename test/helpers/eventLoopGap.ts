/**
 * Polls a server's GET /health every `everyMs` until stopped, and tells the longest time between two answers: how
 * long the server's event loop answered no one (issue 35: an upload must never hold it). Requests go one at a
 * time, so a blocked server shows as one long gap, not a pile of requests answered together.
 */
export interface HealthPoller {
  /** Stops polling once the request in flight is answered; resolves to the figures. */
  stop(): Promise<{ largestGapMs: number; answers: number }>;
}

export function pollHealth(apiUrl: string, everyMs = 20): HealthPoller {
  let stopped = false;
  let largestGapMs = 0;
  let answers = 0;
  const loop = (async () => {
    let last = performance.now();
    while (!stopped) {
      const asked = performance.now();
      const response = await fetch(`${apiUrl}/health`);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`GET /health answered ${response.status}`);
      const now = performance.now();
      largestGapMs = Math.max(largestGapMs, now - last);
      last = now;
      answers++;
      const wait = everyMs - (now - asked);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      return { largestGapMs, answers };
    },
  };
}
