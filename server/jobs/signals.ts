import { EventEmitter } from "node:events";

/**
 * In-process wake-ups for the worker loop: a new job wakes idle workers at once instead of at the next poll, a
 * cancel aborts the running batch at once instead of at the next lease renewal. The database stays the source of
 * truth; a worker in another process learns the same things through its poll and its lease renewal.
 */
const emitter = new EventEmitter();
emitter.setMaxListeners(0);

export const jobSignals = {
  notifyNewJob(): void {
    emitter.emit("new");
  },
  notifyCancelled(jobId: string): void {
    emitter.emit("cancel", jobId);
  },
  onNewJob(listener: () => void): () => void {
    emitter.on("new", listener);
    return () => emitter.off("new", listener);
  },
  onCancelled(listener: (jobId: string) => void): () => void {
    emitter.on("cancel", listener);
    return () => emitter.off("cancel", listener);
  },
};
