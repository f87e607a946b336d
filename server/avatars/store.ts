import { randomUUID } from "node:crypto";
import { readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import type { Db } from "../db";
import { type CleanImage, IMAGE_CONTENT_TYPES, IMAGE_EXTENSIONS, type ImageType } from "./clean";

/**
 * Avatars live in the database's avatars table (every server process reads the same photos, none is kept on one
 * host's disk) under a random name with the extension of their checked type, so a name says what the bytes are and
 * cannot be guessed; users.avatar_path holds the name.
 */
const AVATAR_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp|gif)$/;

const TYPE_OF_EXTENSION = Object.fromEntries(
  Object.entries(IMAGE_EXTENSIONS).map(([type, extension]) => [extension, type as ImageType]),
);

function typeOf(name: string): ImageType | undefined {
  const extension = AVATAR_NAME.exec(name)?.[1];
  return extension ? TYPE_OF_EXTENSION[extension] : undefined;
}

export async function saveAvatar(db: Db, image: CleanImage): Promise<string> {
  const name = `${randomUUID()}.${IMAGE_EXTENSIONS[image.type]}`;
  await db("avatars").insert({
    name,
    content_type: IMAGE_CONTENT_TYPES[image.type],
    bytes: image.bytes,
    created_at: new Date().toISOString(),
  });
  return name;
}

/** Removes an avatar that is no longer used; a name that is not one of ours is ignored. */
export async function removeAvatar(db: Db, name: string | null): Promise<void> {
  if (name === null || !typeOf(name)) return;
  await db("avatars").where({ name }).delete();
}

/** The stored bytes and their type; undefined for a name that is not one of ours or a photo that is gone. */
export async function readAvatar(
  db: Db,
  name: string,
): Promise<{ bytes: Buffer; contentType: string } | undefined> {
  if (!typeOf(name)) return undefined;
  const row: { bytes: Buffer; content_type: string } | undefined = await db("avatars")
    .select("bytes", "content_type")
    .where({ name })
    .first();
  return row && { bytes: row.bytes, contentType: row.content_type };
}

/**
 * Moves the photos an older version kept as files in DATA_DIR/avatars/ into the database, once at start: the same
 * names, so users.avatar_path and every avatar URL stay valid. Files that are not ours are left alone.
 */
export async function importAvatarFiles(db: Db, dataDir: string): Promise<number> {
  const directory = path.join(dataDir, "avatars");
  const names = await readdir(directory).catch(() => [] as string[]);
  let moved = 0;
  for (const name of names) {
    const type = typeOf(name);
    if (!type) continue;
    const file = path.join(directory, name);
    await db("avatars")
      .insert({
        name,
        content_type: IMAGE_CONTENT_TYPES[type],
        bytes: await readFile(file),
        created_at: new Date().toISOString(),
      })
      .onConflict("name")
      .ignore();
    await rm(file, { force: true });
    moved++;
  }
  return moved;
}
