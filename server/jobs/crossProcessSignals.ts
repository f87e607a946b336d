import { randomUUID } from "node:crypto";
import type { Knex } from "knex";
import type { Notification, Client as PgClient } from "pg";
import { isPostgres } from "../db/exclusive";
import type { Logger } from "../logger";
import { jobSignals, type RelayedSignal } from "./signals";

const CHANNEL = "polysub_jobs";
const RECONNECT_MS = 1_000;

export interface CrossProcessSignals {
  stop(): Promise<void>;
}

/**
 * Relays this process's job signals to every other process on the PostgreSQL database and theirs to it, through
 * LISTEN/NOTIFY on one connection of its own: a cancel sent to one process stops the batch another runs within
 * milliseconds, where the lease renewal alone takes up to a third of the lease. A lost connection is opened again
 * after a second; meanwhile the workers' polls and renewals carry the same news, later. Nothing to do on SQLite.
 */
export function startCrossProcessSignals(db: Knex, logger: Logger): CrossProcessSignals {
  if (!isPostgres(db)) return { stop: async () => {} };
  const self = randomUUID();
  let stopped = false;
  let listener: PgClient | undefined;
  let retry: NodeJS.Timeout | undefined;

  const onNotification = (message: Notification) => {
    if (message.channel !== CHANNEL || !message.payload) return;
    try {
      const { from, ...signal } = JSON.parse(message.payload) as RelayedSignal & { from: string };
      if (from !== self) jobSignals.receive(signal);
    } catch (err) {
      logger.warn({ err }, "unreadable job signal ignored");
    }
  };

  const connect = async () => {
    try {
      const client: PgClient = await db.client.acquireRawConnection();
      client.on("notification", onNotification);
      client.on("error", (err) => {
        logger.warn({ err }, "job signal connection lost");
        void reconnect(client);
      });
      // A server that closes the connection (a restart) ends it without an error.
      client.on("end", () => void reconnect(client));
      await client.query(`listen ${CHANNEL}`);
      if (stopped) await db.client.destroyRawConnection(client);
      else listener = client;
    } catch (err) {
      logger.warn({ err }, "job signal connection failed");
      scheduleConnect();
    }
  };
  const scheduleConnect = () => {
    if (!stopped) retry = setTimeout(() => void connect(), RECONNECT_MS);
  };
  const reconnect = async (client: PgClient) => {
    if (listener !== client) return;
    listener = undefined;
    await db.client.destroyRawConnection(client).catch(() => {});
    scheduleConnect();
  };
  void connect();

  const offRelay = jobSignals.onRelay((signal) => {
    db.raw("select pg_notify(?, ?)", [CHANNEL, JSON.stringify({ ...signal, from: self })]).catch(
      (err: unknown) => logger.warn({ err }, "job signal not sent"),
    );
  });

  return {
    async stop() {
      stopped = true;
      offRelay();
      clearTimeout(retry);
      const client = listener;
      listener = undefined;
      if (client) await db.client.destroyRawConnection(client).catch(() => {});
    },
  };
}
