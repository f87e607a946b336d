import type { Knex } from "knex";
import { isPostgres } from "../db/exclusive";

/** As server/files/repository.ts writes them; chunks of another size would read back the same. */
const CHUNK_BYTES = 512 * 1024;

/**
 * A file's bytes move from files.content into rows of file_chunks, so that storing and reading a large file is
 * many short statements with the event loop free between them, where one large blob held it for the whole write or
 * read. A file row is shown only once content_complete says every chunk is in: chunks are written outside a
 * transaction, whose commit would again be one long synchronous write on SQLite.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable("file_chunks", (t) => {
    t.string("file_id", 36).notNullable().references("id").inTable("files").onDelete("CASCADE");
    t.integer("seq").notNullable();
    t.binary("bytes").notNullable();
    t.primary(["file_id", "seq"]);
  });
  await db.schema.alterTable("files", (t) => {
    t.boolean("content_complete").notNullable().defaultTo(false);
  });
  // substr and length count bytes of a blob on SQLite and of a bytea on PostgreSQL alike, so the bytes are cut in
  // the database, one chunk of every file at a time, without passing through this process.
  const [sizes]: { longest: number | null }[] = await db("files").select(
    db.raw("max(length(content)) as longest"),
  );
  for (let seq = 0; seq * CHUNK_BYTES < Number(sizes?.longest ?? 0); seq++) {
    await db.raw(
      "insert into file_chunks (file_id, seq, bytes) select id, ?, substr(content, ?, ?) from files where length(content) > ?",
      [seq, seq * CHUNK_BYTES + 1, CHUNK_BYTES, seq * CHUNK_BYTES],
    );
  }
  await db("files").update({ content_complete: true });
  // Native on both (SQLite since 3.35): knex's own dropColumn would rebuild the table on SQLite, and dropping the
  // old files table would cascade to every job inside the migration's transaction.
  await db.raw("alter table files drop column content");
}

/** Joins each file's chunks back into files.content, file by file (blob concatenation is not portable SQL). */
export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable("files", (t) => {
    t.binary("content").nullable();
  });
  const ids: string[] = await db("files").pluck("id");
  for (const id of ids) {
    const chunks: { bytes: Buffer }[] = await db("file_chunks")
      .select("bytes")
      .where({ file_id: id })
      .orderBy("seq");
    await db("files")
      .where({ id })
      .update({ content: Buffer.concat(chunks.map((chunk) => chunk.bytes)) });
  }
  // SQLite adds a NOT NULL column only with a default, so there the column stays nullable (every row has bytes).
  if (isPostgres(db)) await db.schema.alterTable("files", (t) => t.dropNullable("content"));
  await db.raw("alter table files drop column content_complete");
  await db.schema.dropTable("file_chunks");
}
