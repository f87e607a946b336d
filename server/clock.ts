/**
 * The time the server reads for provider quotas (the UTC day of a count, a quota's reset, when a waiting job
 * resumes). Tests inject one that they move past midnight instead of waiting for it; leases keep real time.
 */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();
