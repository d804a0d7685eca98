import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { personas, shapes } from "@dicebear/collection";
import { createAvatar } from "@dicebear/core";

/** Soft, calm backgrounds that keep the avatars reading as people, not icons. */
const BACKGROUNDS = ["d5efe9", "e6f0ea", "f4eee3", "e9eef6", "f1e8ef"];

/** Writes an illustrated person avatar (generated offline, never hot-linked) and returns its stored path. */
export async function writeAvatar(uploadsDir: string, id: string): Promise<string> {
  const svg = createAvatar(personas, { seed: id, backgroundColor: BACKGROUNDS, radius: 0 }).toString();
  const dir = join(uploadsDir, "avatars");
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, `${id}.svg`), svg);
  return `/files/avatars/${id}.svg`;
}

/** An abstract cover image for a blog post. */
export async function writeCover(uploadsDir: string, id: string): Promise<string> {
  const svg = createAvatar(shapes, { seed: id, backgroundColor: BACKGROUNDS }).toString();
  const dir = join(uploadsDir, "covers");
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, `${id}.svg`), svg);
  return `/files/covers/${id}.svg`;
}
