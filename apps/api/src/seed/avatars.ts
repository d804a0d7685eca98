import { personas, shapes } from "@dicebear/collection";
import { createAvatar } from "@dicebear/core";
import type { FileStore } from "../files/index.ts";

/** Soft, calm backgrounds that keep the avatars reading as people, not icons. */
const BACKGROUNDS = ["d5efe9", "e6f0ea", "f4eee3", "e9eef6", "f1e8ef"];

/** Writes an illustrated person avatar (generated offline, never hot-linked) and returns its stored path. */
export async function writeAvatar(files: FileStore, id: string): Promise<string> {
  const svg = createAvatar(personas, { seed: id, backgroundColor: BACKGROUNDS, radius: 0 }).toString();
  return files.put(`avatars/${id}.svg`, new TextEncoder().encode(svg));
}

/** An abstract cover image for a blog post. */
export async function writeCover(files: FileStore, id: string): Promise<string> {
  const svg = createAvatar(shapes, { seed: id, backgroundColor: BACKGROUNDS }).toString();
  return files.put(`covers/${id}.svg`, new TextEncoder().encode(svg));
}
