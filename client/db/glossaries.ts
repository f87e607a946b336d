import type { GlossaryTerm } from "@shared/glossary";
import { database, databaseMayExist } from "./database";
import type { DeviceGlossary } from "./types";

/** The device's glossaries (issue 39): a visitor's only ones, and what any start sends as its inline terms. */

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
