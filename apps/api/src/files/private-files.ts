import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, isAbsolute, join, relative, resolve } from "node:path";
import contentDisposition from "content-disposition";
import { ulid } from "ulid";

/**
 * Files only their owner (or whoever a route decides) may read: credential and insurance documents
 * and message attachments. They live in a folder apart from the public uploads served under /files
 * (or under a bucket's `private/` prefix with FILE_STORE=s3), so no static route can reach them; a
 * route checks who is asking and then answers with `respond`.
 */
export interface PrivateFileStore {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  read(key: string): Promise<Uint8Array | null>;
  remove(key: string): Promise<void>;
  /**
   * The answer to a request already allowed to read the file: the bytes (local disk,
   * privateFileResponse) or a redirect to a presigned link that expires within a minute (S3); null
   * when nothing is stored under the key.
   */
  respond(key: string, file: PrivateFileInfo, options?: { inline?: boolean }): Promise<Response | null>;
}

/** What a private file is downloaded as: its shown name and its media type. */
export interface PrivateFileInfo {
  filename: string;
  mediaType: string;
}

/** Keys are ours (`area/owner/ULID.ext`); anything that would leave the root is refused. */
function inside(root: string, key: string): string {
  const base = resolve(root);
  const target = resolve(base, key);
  const rel = relative(base, target);
  if (!rel || rel.startsWith("..") || isAbsolute(rel) || key.includes("\0")) {
    throw new Error(`unsafe private file key ${key}`);
  }
  return target;
}

export function localPrivateFileStore(root: string): PrivateFileStore {
  const read = async (key: string) => {
    try {
      return new Uint8Array(await readFile(inside(root, key)));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  };
  return {
    async put(key, bytes) {
      const target = inside(root, key);
      await mkdir(dirname(target), { recursive: true });
      // 0600: readable by the API's user only, whatever the umask.
      await writeFile(target, bytes, { mode: 0o600 });
    },
    read,
    async remove(key) {
      await rm(inside(root, key), { force: true });
    },
    async respond(key, file, options) {
      const bytes = await read(key);
      return bytes ? privateFileResponse({ ...file, bytes }, options) : null;
    },
  };
}

/** A new key for an owner's file: never derived from the uploaded name. */
export function privateFileKey(area: string, ownerId: string, extension: string): string {
  return join(area, ownerId, `${ulid()}.${extension}`);
}

/** The media types private files are served with; anything else goes out as octet-stream. */
const SAFE_MEDIA_TYPES = new Set([
  "application/pdf",
  "image/png",
  "image/jpeg",
  "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "text/csv",
  "text/plain",
]);

export function safeMediaType(mediaType: string): string {
  if (!SAFE_MEDIA_TYPES.has(mediaType)) return "application/octet-stream";
  return mediaType.startsWith("text/") ? `${mediaType}; charset=utf-8` : mediaType;
}

export interface PrivateFile extends PrivateFileInfo {
  bytes: Uint8Array;
}

/** The Content-Disposition of a private file: an ASCII fallback name plus the exact one in filename*. */
export function privateDisposition(filename: string, inline = false): string {
  return contentDisposition(filename, {
    // Inline only for the PNG and JPEG images a message shows; the type is known-safe either way.
    type: inline ? "inline" : "attachment",
    fallback: filename.replace(/[^\x20-\x7e]/g, "_"),
  });
}

/**
 * A private file as a download: always an attachment (never rendered in the API's origin), with a
 * known-safe content type, no sniffing, a sandboxing CSP in case a browser renders it anyway, and no
 * caching by browsers or proxies.
 */
export function privateFileResponse(file: PrivateFile, options: { inline?: boolean } = {}): Response {
  return new Response(file.bytes, {
    status: 200,
    headers: {
      "Content-Type": safeMediaType(file.mediaType),
      "Content-Length": String(file.bytes.byteLength),
      "Content-Disposition": privateDisposition(file.filename, options.inline),
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      // An inline image is shown in the sites' pages (other origins); the signed link guards it.
      "Cross-Origin-Resource-Policy": options.inline ? "cross-origin" : "same-origin",
      "Cache-Control": "no-store",
    },
  });
}
