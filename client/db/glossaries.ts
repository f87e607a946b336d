import type { Glossary } from "@shared/api/glossary";
import type { GlossaryTerm } from "@shared/glossary";
import { deviceAccount } from "./account";
import { database, databaseMayExist } from "./database";
import { type AccountGlossary, type DeviceGlossary, VISITOR } from "./types";

/** The device's glossaries (issue 39): a visitor's own, and the signed-in account's copies (below). */

export interface GlossaryKey {
  series: string;
  source_language: string;
  target_language: string;
}

/** The series names the device holds glossaries for, sorted. */
export async function glossarySeries(): Promise<string[]> {
  if (!(await databaseMayExist())) return [];
  const names = (await (await database()).glossaries.orderBy("series").uniqueKeys()) as string[];
  return names;
}

export async function getGlossaryTerms(key: GlossaryKey): Promise<GlossaryTerm[]> {
  if (!(await databaseMayExist())) return [];
  const row = await (await database()).glossaries.get([key.series, key.source_language, key.target_language]);
  return row?.terms ?? [];
}

/** Replaces the terms of a series and pair; no terms removes the glossary. */
export async function saveGlossaryTerms(key: GlossaryKey, terms: GlossaryTerm[]): Promise<void> {
  const db = await database();
  if (terms.length === 0) {
    await db.glossaries.delete([key.series, key.source_language, key.target_language]);
    return;
  }
  const row: DeviceGlossary = { ...key, terms, updated_at: Date.now() };
  await db.glossaries.put(row);
}

/**
 * The signed-in account's copies of its glossaries: the server keeps them (GET/PUT /glossary), the device shows the
 * last ones it was given when offline, and keeps an edit made offline until the server has stored it.
 */

async function signedInAccount(): Promise<string | undefined> {
  if (!(await databaseMayExist())) return undefined;
  const account = await deviceAccount();
  return account === VISITOR ? undefined : account;
}

export async function getAccountGlossary(key: GlossaryKey): Promise<AccountGlossary | undefined> {
  const account = await signedInAccount();
  if (account === undefined) return undefined;
  return (await database()).accountGlossaries.get([
    account,
    key.series,
    key.source_language,
    key.target_language,
  ]);
}

/** The series the account has glossaries of on this device, sorted. */
export async function accountGlossarySeries(): Promise<string[]> {
  const account = await signedInAccount();
  if (account === undefined) return [];
  const rows = await (await database()).accountGlossaries.where("account").equals(account).toArray();
  return [...new Set(rows.map((row) => row.series))].sort();
}

/**
 * What the server holds of a series becomes the device's copy of it; an edit the server does not have yet stays,
 * to be sent.
 */
export async function keepServerGlossaries(series: string, glossaries: readonly Glossary[]): Promise<void> {
  const account = await signedInAccount();
  if (account === undefined) return;
  const db = await database();
  await db.transaction("rw", db.accountGlossaries, async () => {
    const held = await db.accountGlossaries.where("account").equals(account).toArray();
    const mine = held.filter((row) => row.series === series);
    const unsent = new Set(mine.filter((row) => row.unsent).map((row) => pairOf(row)));
    const given = new Set(glossaries.map(pairOf));
    await db.accountGlossaries.bulkDelete(
      mine
        .filter((row) => !row.unsent && !given.has(pairOf(row)))
        .map((row): [string, string, string, string] => [
          account,
          row.series,
          row.source_language,
          row.target_language,
        ]),
    );
    await db.accountGlossaries.bulkPut(
      glossaries
        .filter((glossary) => !unsent.has(pairOf(glossary)))
        .map((glossary) => ({
          account,
          series,
          source_language: glossary.source_language,
          target_language: glossary.target_language,
          terms: glossary.terms,
          updated_at: Date.parse(glossary.updated_at),
          unsent: 0 as const,
        })),
    );
  });
}

const pairOf = (row: { source_language: string; target_language: string }) =>
  `${row.source_language}>${row.target_language}`;

/** An edit of the account's glossary, kept on the device at once and unsent until markGlossarySent; its stamp. */
export async function editAccountGlossary(
  key: GlossaryKey,
  terms: GlossaryTerm[],
): Promise<number | undefined> {
  const account = await signedInAccount();
  if (account === undefined) return undefined;
  const updated_at = Date.now();
  await (await database()).accountGlossaries.put({ account, ...key, terms, updated_at, unsent: 1 });
  return updated_at;
}

/** The server stored the edit stamped `updatedAt`: unless a later edit came meanwhile, nothing is left to send. */
export async function markGlossarySent(key: GlossaryKey, updatedAt: number): Promise<void> {
  const account = await signedInAccount();
  if (account === undefined) return;
  const db = await database();
  const id: [string, string, string, string] = [
    account,
    key.series,
    key.source_language,
    key.target_language,
  ];
  await db.transaction("rw", db.accountGlossaries, async () => {
    const row = await db.accountGlossaries.get(id);
    if (row?.updated_at !== updatedAt) return;
    if (row.terms.length === 0) await db.accountGlossaries.delete(id);
    else await db.accountGlossaries.update(id, { unsent: 0 });
  });
}

/** The account's edits the server does not have yet. */
export async function unsentAccountGlossaries(): Promise<AccountGlossary[]> {
  const account = await signedInAccount();
  if (account === undefined) return [];
  return (await database()).accountGlossaries.where("[account+unsent]").equals([account, 1]).toArray();
}
