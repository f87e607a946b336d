import { randomUUID } from "node:crypto";
import type { Glossary, PutGlossaryBody } from "@shared/api/glossary";
import type { GlossaryTerm } from "@shared/glossary";
import type { Db } from "../db";
import { insertWithinLimit } from "../db/insertWithinLimit";

/** The one home of the `glossaries` table: a user's term pairs per series and language pair. */

interface GlossaryRow {
  id: string;
  user_id: string;
  series: string;
  source_language: string;
  target_language: string;
  terms: string;
  updated_at: string | Date;
}

const present = (row: GlossaryRow): Glossary => ({
  series: row.series,
  source_language: row.source_language,
  target_language: row.target_language,
  terms: JSON.parse(row.terms) as GlossaryTerm[],
  updated_at: new Date(row.updated_at).toISOString(),
});

/**
 * Glossaries one account may keep (series × language pairs): a translator's seasons in a few languages fit, and the
 * table cannot be filled without bound through the API.
 */
export const MAX_GLOSSARIES = 200;

/**
 * Replaces the user's glossary of this series and pair; no terms deletes it. False when it would be a new glossary
 * beyond MAX_GLOSSARIES.
 */
export async function putGlossary(
  db: Db,
  userId: string,
  input: PutGlossaryBody,
  now: Date,
): Promise<boolean> {
  const key = {
    user_id: userId,
    series: input.series,
    source_language: input.source_language,
    target_language: input.target_language,
  };
  if (input.terms.length === 0) {
    await db("glossaries").where(key).del();
    return true;
  }
  return insertWithinLimit(db, {
    table: "glossaries",
    row: { id: randomUUID(), ...key, terms: JSON.stringify(input.terms), updated_at: now.toISOString() },
    scope: { user_id: userId },
    max: MAX_GLOSSARIES,
    upsert: {
      conflict: ["user_id", "series", "source_language", "target_language"],
      merge: ["terms", "updated_at"],
    },
  });
}

/** The user's glossaries, of one series when named, by series then pair. */
export async function listGlossaries(db: Db, userId: string, series?: string): Promise<Glossary[]> {
  const query = db<GlossaryRow>("glossaries").select("*").where({ user_id: userId });
  if (series !== undefined) query.andWhere({ series });
  const rows = await query.orderBy(["series", "source_language", "target_language"]);
  return rows.map(present);
}

/** The terms of the user's series for a language pair (none when there is no such glossary). */
export async function glossaryTerms(
  db: Db,
  userId: string,
  series: string,
  pair: { source_language: string; target_language: string },
): Promise<GlossaryTerm[]> {
  const row = await db<GlossaryRow>("glossaries")
    .select("terms")
    .where({ user_id: userId, series, ...pair })
    .first();
  return row ? (JSON.parse(row.terms) as GlossaryTerm[]) : [];
}
