import { EventEmitter } from "node:events";

/**
 * Wake-ups for the worker loop: a new job wakes idle workers at once instead of at the next poll, a cancel aborts
 * the running batch at once instead of at the next lease renewal. The database stays the source of truth. Within a
 * process these are events; `crossProcessSignals` (PostgreSQL LISTEN/NOTIFY) relays new jobs and cancels to the
 * other processes on the database, whose polls and lease renewals remain the fallback. A job that reached completed
 * or failed is announced only in the process that wrote it, for the one mail to its owner.
 */
const emitter = new EventEmitter();
emitter.setMaxListeners(0);

/** A signal another process must hear as well. */
export type RelayedSignal = { kind: "new" } | { kind: "cancel"; jobId: string };

const relays = new Set<(signal: RelayedSignal) => void>();

function relay(signal: RelayedSignal): void {
  for (const send of relays) send(signal);
}

export const jobSignals = {
  notifyNewJob(): void {
    emitter.emit("new");
    relay({ kind: "new" });
  },
  notifyCancelled(jobId: string): void {
    emitter.emit("cancel", jobId);
    relay({ kind: "cancel", jobId });
  },
  notifyFinished(jobId: string): void {
    emitter.emit("finished", jobId);
  },
  /** A signal from another process: heard here, not relayed again. */
  receive(signal: RelayedSignal): void {
    if (signal.kind === "new") emitter.emit("new");
    else emitter.emit("cancel", signal.jobId);
  },
  /** Hands every new job and cancel of this process to `send` as well. */
  onRelay(send: (signal: RelayedSignal) => void): () => void {
    relays.add(send);
    return () => relays.delete(send);
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
