import { EventEmitter } from "node:events";

/**
 * In-process wake-ups for the worker loop: a new job wakes idle workers at once instead of at the next poll, a
 * cancel aborts the running batch at once instead of at the next lease renewal. The database stays the source of
 * truth; a worker in another process learns the same things through its poll and its lease renewal. A job that
 * reached completed or failed is announced by the process that wrote it, for the mail to its owner.
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
  notifyFinished(jobId: string): void {
    emitter.emit("finished", jobId);
  },
  onFinished(listener: (jobId: string) => void): () => void {
    emitter.on("finished", listener);
    return () => emitter.off("finished", listener);
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
