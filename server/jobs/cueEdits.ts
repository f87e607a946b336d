// The review editor's changes to finished jobs (`job_cue_edits`): this module is the only one that queries the table.
import type { CueEditLike } from "@shared/cueEdits";
import type { Knex } from "knex";
import type { ServiceId } from "../providers/types";

export interface CueEdit extends CueEditLike {
  service: ServiceId | null;
  updated_at: string;
}

interface Row {
  cue_index: number;
  text: string;
  service: ServiceId | null;
  updated_at: string;
}

const toEdit = (row: Row): CueEdit => ({
  index: Number(row.cue_index),
  text: row.text,
  service: row.service,
  updated_at: row.updated_at,
});

export async function loadCueEdits(db: Knex, jobId: string): Promise<CueEdit[]> {
  const rows: Row[] = await db("job_cue_edits")
    .select("cue_index", "text", "service", "updated_at")
    .where({ job_id: jobId })
    .orderBy("cue_index");
  return rows.map(toEdit);
}

/** Writes each edit over the cue's previous one (the last write wins: an edit replaces a re-translation and back). */
export async function saveCueEdits(db: Knex, jobId: string, edits: readonly CueEdit[]): Promise<void> {
  if (edits.length === 0) return;
  const rows = edits.map((e) => ({
    job_id: jobId,
    cue_index: e.index,
    text: e.text,
    service: e.service,
    updated_at: e.updated_at,
  }));
  // 100 rows per statement keeps SQLite under its bound-parameter limit.
  for (let i = 0; i < rows.length; i += 100) {
    await db("job_cue_edits")
      .insert(rows.slice(i, i + 100))
      .onConflict(["job_id", "cue_index"])
      .merge(["text", "service", "updated_at"]);
  }
}
