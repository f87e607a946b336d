import { randomUUID } from "node:crypto";

/**
 * How long `ask` takes for an account's address and for addresses no account has, as medians of `rounds` each:
 * the two are interleaved, so a busy machine slows both alike, and medians ignore the odd pause. `ask` sends
 * one request; its whole answer is read before the clock stops.
 */
export async function knownAndUnknownTimes(
  rounds: number,
  knownEmail: string,
  ask: (email: string) => Promise<Response>,
): Promise<{ known: number; unknown: number }> {
  const time = async (email: string) => {
    const start = performance.now();
    await (await ask(email)).arrayBuffer();
    return performance.now() - start;
  };
  const known: number[] = [];
  const unknown: number[] = [];
  for (let i = 0; i < rounds; i++) {
    known.push(await time(knownEmail));
    unknown.push(await time(`ghost-${i}-${randomUUID()}@example.org`));
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(rounds / 2)] ?? 0;
  return { known: median(known), unknown: median(unknown) };
}
