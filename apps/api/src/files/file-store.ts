import { mkdir, rm, writeFile } from "node:fs/promises";
import { dirname, join, normalize } from "node:path";
import { localPrivateFileStore, type PrivateFileStore } from "./private-files.ts";

/**
 * Where public uploaded files (avatars, seeded covers) live, served under /files: a local folder by
 * default, an S3-compatible bucket with FILE_STORE=s3 (s3-file-store.ts). Stored paths are
 * `/files/<key>` whichever store holds them, so rows never name the store.
 */
export interface FileStore {
  /** Stores the bytes under `key` (e.g. `avatars/ID.jpg`) and returns the public path. */
  put(key: string, bytes: Uint8Array): Promise<string>;
  remove(path: string): Promise<void>;
}

/** A public file read back from a bucket for GET /files/{key}. */
export interface PublicFile {
  body: ReadableStream<Uint8Array>;
  contentType: string;
  contentLength?: number;
  etag?: string;
}

/** Reads public files back from a bucket: `notModified` when `ifNoneMatch` still holds, null when missing. */
export interface PublicFileReader {
  get(key: string, ifNoneMatch?: string): Promise<PublicFile | "notModified" | null>;
}

/** Both halves of the file store, as the app is given them (docs/decisions/051-object-storage.md). */
export type FileStores =
  | { kind: "local"; uploadsDir: string; public: FileStore; private: PrivateFileStore }
  | { kind: "s3"; public: FileStore & PublicFileReader; private: PrivateFileStore };

/** The public path of a stored key, and the key of a public path (null for anything else). */
export const PUBLIC_PREFIX = "/files/";
export const publicKeyOf = (path: string): string | null =>
  path.startsWith(PUBLIC_PREFIX) ? path.slice(PUBLIC_PREFIX.length) : null;

/** The media type a public file is served with, by the extension we gave it. */
export function publicMediaType(key: string): string {
  const extension = key.slice(key.lastIndexOf(".") + 1).toLowerCase();
  switch (extension) {
    case "jpg":
    case "jpeg":
      return "image/jpeg";
    case "png":
      return "image/png";
    case "svg":
      return "image/svg+xml";
    default:
      return "application/octet-stream";
  }
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
      return `${PUBLIC_PREFIX}${key}`;
    },
    async remove(path) {
      const key = publicKeyOf(path);
      if (key === null) return;
      await rm(resolve(key), { force: true });
    },
  };
}

/** Today's default: public files in `uploadsDir` (served statically), private ones in `privateDir`. */
export function localFileStores(uploadsDir: string, privateDir: string): FileStores {
  return {
    kind: "local",
    uploadsDir,
    public: localFileStore(uploadsDir),
    private: localPrivateFileStore(privateDir),
  };
}
