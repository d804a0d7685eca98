import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import {
  type FileStore,
  type FileStores,
  PUBLIC_PREFIX,
  type PublicFileReader,
  publicKeyOf,
  publicMediaType,
} from "./file-store.ts";
import { type PrivateFileStore, privateDisposition, safeMediaType } from "./private-files.ts";

/** How long a presigned link to a private file works: long enough to follow a redirect, no longer. */
export const PRESIGNED_LINK_SECONDS = 60;

/** How public files are cached: the same as the local folder's (decision 051). */
const PUBLIC_CACHE = "public, max-age=86400";

export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible service's endpoint (R2, MinIO); AWS S3 when absent. */
  endpoint?: string;
  /**
   * The endpoint browsers reach the store at, when it differs from `endpoint` (compose and Kubernetes
   * reach MinIO by an internal service name no browser resolves): presigned links are signed for it.
   */
  publicEndpoint?: string;
  /** Path-style addressing (`endpoint/bucket/key`), which MinIO and most local servers need. */
  forcePathStyle: boolean;
  /** Explicit keys (tests); otherwise the SDK's standard chain (AWS_ACCESS_KEY_ID, profiles, roles). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** The time presigned links are signed at (the app's clock). */
  clock?: () => Date;
}

/**
 * Keys are ours (`avatars/ID.jpg`, `credentials/OWNER/ULID.pdf`): segments of letters, digits, `.`,
 * `_` and `-` that never start with a dot, so no key climbs out of its prefix on a server that
 * normalises `..` (MinIO does).
 */
const SAFE_KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

function checkedKey(key: string): string {
  if (!SAFE_KEY.test(key)) throw new Error(`unsafe file key ${key}`);
  return key;
}

/** True for S3's 'no such key' answers (GetObject says NoSuchKey, HeadObject only 404). */
const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === "NoSuchKey" || error.name === "NotFound" || error.$metadata.httpStatusCode === 404);

export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Checksums only where S3 requires them: several S3-compatible services (and s3rver) reject or
    // mangle the trailing checksums the SDK sends by default since 2025.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

/**
 * One bucket, two prefixes: `public/` (avatars and covers, streamed by GET /files/* with cache
 * headers) and `private/` (credentials, insurance documents, attachments, read only through
 * presigned links after a route's permission checks). The bucket itself stays private.
 */
export function s3FileStores(settings: S3Settings): Extract<FileStores, { kind: "s3" }> & {
  /** Fails unless the bucket can be reached with these settings (checked once at start-up). */
  check(): Promise<void>;
} {
  const client = s3Client(settings);
  // A link is signed for the host it names (SigV4 signs the Host header), so links for browsers are
  // signed by a client configured with the public endpoint; it never sends a request itself.
  const signer = settings.publicEndpoint
    ? s3Client({ ...settings, endpoint: settings.publicEndpoint })
    : client;
  const Bucket = settings.bucket;
  const clock = settings.clock ?? (() => new Date());
  const publicKey = (key: string) => `public/${checkedKey(key)}`;
  const privateKey = (key: string) => `private/${checkedKey(key)}`;

  const publicStore: FileStore & PublicFileReader = {
    async put(key, bytes) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: publicKey(key),
          Body: bytes,
          ContentType: publicMediaType(key),
          CacheControl: PUBLIC_CACHE,
        }),
      );
      return `${PUBLIC_PREFIX}${key}`;
    },
    async remove(path) {
      const key = publicKeyOf(path);
      if (key === null) return;
      await client.send(new DeleteObjectCommand({ Bucket, Key: publicKey(key) }));
    },
    async get(key, ifNoneMatch) {
      if (!SAFE_KEY.test(key)) return null;
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket, Key: publicKey(key), IfNoneMatch: ifNoneMatch }),
        );
        if (!object.Body) return null;
        return {
          body: object.Body.transformToWebStream(),
          contentType: object.ContentType ?? publicMediaType(key),
          contentLength: object.ContentLength,
          etag: object.ETag,
        };
      } catch (error) {
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 304) {
          return "notModified";
        }
        if (isMissing(error)) return null;
        throw error;
      }
    },
  };

  const privateStore: PrivateFileStore = {
    async put(key, bytes) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: privateKey(key),
          Body: bytes,
          ContentType: "application/octet-stream",
        }),
      );
    },
    async read(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: privateKey(key) }));
        return object.Body ? await object.Body.transformToByteArray() : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: privateKey(key) }));
    },
    async respond(key, file, options = {}) {
      const Key = privateKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key }));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      // The bucket answers with the headers S3 lets a link override: a known-safe type, an
      // attachment (inline only for a message's images) and no caching. The link is signed for
      // this one object and GET only, and stops working PRESIGNED_LINK_SECONDS after now.
      const url = await getSignedUrl(
        signer,
        new GetObjectCommand({
          Bucket,
          Key,
          ResponseContentType: safeMediaType(file.mediaType),
          ResponseContentDisposition: privateDisposition(file.filename, options.inline),
          ResponseCacheControl: "no-store",
        }),
        { expiresIn: PRESIGNED_LINK_SECONDS, signingDate: clock() },
      );
      return new Response(null, {
        status: 302,
        headers: {
          Location: url,
          // Each permitted read gets a fresh link; a stored redirect would outlive its link.
          "Cache-Control": "no-store",
          // The link is a bearer credential for a minute: it must not leak to the next site.
          "Referrer-Policy": "no-referrer",
        },
      });
    },
  };

  return {
    kind: "s3",
    public: publicStore,
    private: privateStore,
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}
