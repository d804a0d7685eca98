import { mkdir, rm, writeFile } from "node:fs/promises";
import { dirname, join, normalize } from "node:path";

/**
 * Where uploaded files live. The default is a local folder served under /files; production swaps in
 * an S3-compatible bucket behind the same interface.
 */
export interface FileStore {
  /** Stores the bytes under `key` (e.g. `avatars/ID.jpg`) and returns the public path. */
  put(key: string, bytes: Uint8Array): Promise<string>;
  remove(path: string): Promise<void>;
}

export function localFileStore(root: string): FileStore {
  const resolve = (key: string) => {
    const clean = normalize(key).replace(/^(\.\.[/\\])+/, "");
    if (clean.startsWith("..") || clean.startsWith("/")) throw new Error(`unsafe file key ${key}`);
    return join(root, clean);
  };
  return {
    async put(key, bytes) {
      const target = resolve(key);
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, bytes);
      return `/files/${key}`;
    },
    async remove(path) {
      if (!path.startsWith("/files/")) return;
      await rm(resolve(path.slice("/files/".length)), { force: true });
    },
  };
}
