import { randomUUID } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { type CleanImage, IMAGE_CONTENT_TYPES, IMAGE_EXTENSIONS, type ImageType } from "./clean";

/**
 * Avatars live in DATA_DIR/avatars/ under a random name with the extension of their checked type, so a name says
 * what the bytes are and cannot be guessed; users.avatar_path holds the name.
 */
const AVATAR_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp|gif)$/;

const TYPE_OF_EXTENSION = Object.fromEntries(
  Object.entries(IMAGE_EXTENSIONS).map(([type, extension]) => [extension, type as ImageType]),
);

function directory(dataDir: string): string {
  return path.join(dataDir, "avatars");
}

export async function saveAvatar(dataDir: string, image: CleanImage): Promise<string> {
  const name = `${randomUUID()}.${IMAGE_EXTENSIONS[image.type]}`;
  await mkdir(directory(dataDir), { recursive: true });
  await writeFile(path.join(directory(dataDir), name), image.bytes);
  return name;
}

/** Removes an avatar that is no longer used; a name that is not one of ours is ignored. */
export async function removeAvatar(dataDir: string, name: string | null): Promise<void> {
  if (name === null || !AVATAR_NAME.test(name)) return;
  await rm(path.join(directory(dataDir), name), { force: true });
}

/** The stored bytes and their type; undefined for a name that is not one of ours or a file that is gone. */
export async function readAvatar(
  dataDir: string,
  name: string,
): Promise<{ bytes: Buffer; contentType: string } | undefined> {
  const match = AVATAR_NAME.exec(name);
  const type = match?.[1] && TYPE_OF_EXTENSION[match[1]];
  if (!type) return undefined;
  try {
    return {
      bytes: await readFile(path.join(directory(dataDir), name)),
      contentType: IMAGE_CONTENT_TYPES[type],
    };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}
