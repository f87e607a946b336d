import {
  accountGlossarySeries,
  editAccountGlossary,
  type GlossaryKey,
  getAccountGlossary,
  getGlossaryTerms,
  glossarySeries,
  saveGlossaryTerms,
  unsentAccountGlossaries,
} from "@client/db/glossaries";
import { useDeviceAccount } from "@client/db/hooks";
import { VISITOR } from "@client/db/types";
import { useLiveQuery } from "@client/db/useLiveQuery";
import { useOnline } from "@client/lib/useOnline";
import type { GlossaryTerm } from "@shared/glossary";
import { useCallback, useEffect } from "react";
import { useGlossarySeriesNames, useSeriesGlossaries } from "../api/getGlossaries";
import { useSaveGlossary } from "../api/saveGlossary";

export interface GlossaryState {
  /** Where the glossary is kept: a visitor's on this device, an account's with the account (a copy on the device). */
  keptWith: "device" | "account";
  terms: GlossaryTerm[];
  /** An account's edit the server does not have yet (made offline): the start sends these terms inline. */
  unsent: boolean;
  /**
   * For an account without this glossary: the terms the device kept of it before the sign-in, which the user may
   * take into the account (useGlossary explains why nothing moves by itself).
   */
  deviceTerms: GlossaryTerm[];
  save(terms: GlossaryTerm[]): Promise<void>;
}

/**
 * The terms a start sends inline: a visitor's all (the server keeps none of theirs); an account's only while the
 * server does not have them yet, since the start names the series and the server uses what it stored.
 */
export function sentGlossary(glossary: GlossaryState): GlossaryTerm[] {
  if (glossary.keptWith === "account" && !glossary.unsent) return [];
  return glossary.terms.filter((term) => term.source.trim() !== "" && term.target.trim() !== "");
}

/** Whether the device holds an account's rows (known offline too): the glossary is the account's then. */
export function useSignedInDevice(): boolean {
  const account = useDeviceAccount();
  return account.loaded && account.value !== undefined && account.value !== VISITOR;
}

/** The glossaries whose edit is on its way to the server. */
const sending = new Set<string>();
const sendingKey = (key: GlossaryKey) =>
  JSON.stringify([key.series, key.source_language, key.target_language]);

/**
 * The glossary of a series and language pair. A visitor's is kept on this device and sent inline with each start.
 * An account's is kept on the server (GET/PUT /glossary) and named by its series in the start; the device keeps a
 * copy to show offline and an edit made offline until the server has it. A visitor who signs in keeps their device
 * glossaries as they are, and is offered (not made) to take one into the account: a device may be shared, and its
 * glossaries may not be the account holder's to keep, while deleting them would lose the visitor's work.
 */
export function useGlossary(key: GlossaryKey, signedIn: boolean): GlossaryState {
  const { series, source_language, target_language } = key;
  const named = series !== "";
  const readDevice = useCallback(
    async () => (named ? getGlossaryTerms({ series, source_language, target_language }) : []),
    [named, series, source_language, target_language],
  );
  const readCopy = useCallback(
    async () => (named ? getAccountGlossary({ series, source_language, target_language }) : undefined),
    [named, series, source_language, target_language],
  );
  const device = useLiveQuery(readDevice).value ?? [];
  const copy = useLiveQuery(readCopy).value;
  // What the server holds becomes the device's copy (in the query), which is what is shown.
  const server = useSeriesGlossaries(series, signedIn);
  const send = useSendGlossary();

  if (!signedIn) {
    return {
      keptWith: "device",
      terms: device,
      unsent: false,
      deviceTerms: [],
      save: (terms) => saveGlossaryTerms({ series, source_language, target_language }, terms),
    };
  }
  return {
    keptWith: "account",
    terms: copy?.terms ?? [],
    unsent: copy?.unsent === 1,
    // Once the server said it has none (or could not be asked): not in the moment before its answer.
    deviceTerms: copy || !server.isFetched ? [] : device,
    save: async (terms) => {
      const glossary = { series, source_language, target_language };
      if ((await editAccountGlossary(glossary, terms)) !== undefined) send.soon(glossary);
    },
  };
}

/** Typing a term's translation saves on the device at each key; the server is sent the terms once it pauses. */
const SEND_AFTER_MS = 600;
const timers = new Map<string, ReturnType<typeof setTimeout>>();

/**
 * One PUT at a time per glossary, of its latest edit: an edit made while one is on its way is sent after it, and
 * one that fails offline stays on the device for useResendGlossaries.
 */
function useSendGlossary() {
  const save = useSaveGlossary();
  const send = (key: GlossaryKey) => {
    const id = sendingKey(key);
    if (sending.has(id)) return;
    sending.add(id);
    void (async () => {
      const row = await getAccountGlossary(key);
      if (!row?.unsent) return;
      // Settled here rather than in mutate's callbacks, which do not run once the view that sent it is gone.
      const sent = await save
        .mutateAsync({ body: { ...key, terms: row.terms }, updatedAt: row.updated_at })
        .then(() => true)
        .catch(() => false);
      const now = await getAccountGlossary(key);
      return sent && now?.unsent === 1 && now.updated_at !== row.updated_at;
    })()
      .then((again) => {
        sending.delete(id);
        if (again) send(key);
      })
      .catch(() => sending.delete(id));
  };
  return {
    now: send,
    soon: (key: GlossaryKey) => {
      const id = sendingKey(key);
      clearTimeout(timers.get(id));
      timers.set(
        id,
        setTimeout(() => {
          timers.delete(id);
          send(key);
        }, SEND_AFTER_MS),
      );
    },
  };
}

/**
 * The account's edits made offline are sent when the network comes back (and when the setup view opens online),
 * each once: what the server then stores is marked sent on the device.
 */
export function useResendGlossaries(signedIn: boolean) {
  const online = useOnline();
  const send = useSendGlossary();
  // biome-ignore lint/correctness/useExhaustiveDependencies: sent again when the network or the account changes
  useEffect(() => {
    if (!signedIn || !online) return;
    void unsentAccountGlossaries().then((rows) => {
      for (const row of rows) send.now(row);
    });
  }, [signedIn, online]);
}

/** The series offered in the series field: the device's and, for an account, the account's on the server. */
export function useGlossarySeries(signedIn: boolean): string[] {
  const device = useLiveQuery(glossarySeries).value ?? [];
  const copies = useLiveQuery(accountGlossarySeries).value ?? [];
  const server = useGlossarySeriesNames(signedIn).data ?? [];
  return [...new Set([...device, ...(signedIn ? [...copies, ...server] : [])])].sort();
}
