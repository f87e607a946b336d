import type { Knex } from "knex";

export async function up(db: Knex): Promise<void> {
  await db.schema.createTable("files", (t) => {
    t.string("id", 36).primary();
    // Owner: a visitor's device id, or a user once accounts exist (the account issue fills user_id).
    t.string("device_id", 36).notNullable();
    t.string("user_id", 36).nullable();
    t.string("filename", 255).notNullable();
    t.string("format", 16).notNullable();
    t.string("encoding", 32).notNullable();
    // integer where int4 is enough (PostgreSQL returns int8 as a string): 50 MB and its cue count fit.
    t.integer("size").notNullable();
    t.integer("subtitle_count").notNullable();
    // bigInteger: HLS files carry MPEG-TS clock times past 1,000 hours, beyond int4 milliseconds; read with Number().
    t.bigInteger("duration_ms").notNullable();
    t.string("detected_language", 16).nullable();
    // JSON array of the parser's diagnostics (warnings for a file we accepted), capped at upload.
    t.text("diagnostics").notNullable();
    // The original bytes, so a download is identical to the upload and a re-parse never depends on our decoding.
    t.binary("content").notNullable();
    t.timestamp("created_at", { useTz: true }).notNullable();
    t.timestamp("expires_at", { useTz: true }).notNullable();
    t.index(["device_id", "created_at"], "files_device_idx");
    t.index(["user_id", "created_at"], "files_user_idx");
    t.index(["expires_at"], "files_expires_idx");
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable("files");
}
