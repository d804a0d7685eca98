import { createRoute, z } from "@hono/zod-openapi";
import { CREDENTIAL_FILE_MAX_BYTES, CREDENTIAL_MESSAGES } from "@marketplace/domain/credentials";
import { and, eq } from "drizzle-orm";
import type { Context } from "hono";
import { ulid } from "ulid";
import { currentAuth, FORBIDDEN, requireRole } from "../auth/index.ts";
import type { Db } from "../db/index.ts";
import { insuranceFiles, qualificationFiles, qualifications } from "../db/index.ts";
import type { PrivateFileStore } from "../files/index.ts";
import type { AppEnv } from "../http/index.ts";
import {
  ApiError,
  authErrors,
  createRouter,
  errorContent,
  IdParam,
  jsonBody,
  jsonContent,
  notFoundResponse,
  ownBodyLimit,
} from "../http/index.ts";
import { refreshVerifiedUntil } from "../verification/index.ts";
import {
  assertRoomFor,
  CREDENTIAL_AREAS,
  checkCredentialUpload,
  countInsuranceFiles,
  countQualificationFiles,
  findInsuranceFile,
  findQualificationFile,
  insertInsuranceFileWithinLimit,
  insertQualificationFileWithinLimit,
  listCredentials,
  type OwnedFile,
  privateFileKey,
  qualificationFor,
} from "./credential-files.ts";
import {
  CredentialDetailsBody,
  CredentialsResponse,
  CredentialTypeParam,
  UploadForm,
} from "./credential-schemas.ts";

/** Writes the file, then its row: a row that fails to insert takes its file with it. */
async function storeThenRecord(
  store: PrivateFileStore,
  path: string,
  bytes: Uint8Array,
  record: () => Promise<unknown>,
) {
  await store.put(path, bytes);
  try {
    await record();
  } catch (error) {
    await store.remove(path);
    throw error;
  }
}

const providerOnly = requireRole("provider");
// Replaces the API's 1 MB default for the uploads: the file plus the multipart envelope.
const uploadBodyLimit = ownBodyLimit(CREDENTIAL_FILE_MAX_BYTES + 64 * 1024, CREDENTIAL_MESSAGES.tooLarge);

const uploadRequest = {
  body: { required: true, content: { "multipart/form-data": { schema: UploadForm } } },
};

const uploadErrors = {
  409: errorContent(CREDENTIAL_MESSAGES.tooMany),
  413: errorContent(CREDENTIAL_MESSAGES.tooLarge),
  415: errorContent(CREDENTIAL_MESSAGES.invalidType),
};

const fileErrors = {
  ...notFoundResponse,
  ...authErrors,
};

const download = {
  200: {
    description: "The file, as an attachment (owner only)",
    content: { "application/octet-stream": { schema: z.string().openapi({ format: "binary" }) } },
  },
  302: { description: "With FILE_STORE=s3: a redirect to the file's presigned link, valid 60 seconds" },
  ...fileErrors,
};

const list = (c: Context<AppEnv>) => {
  const { db, publicUrl } = c.var.deps;
  return listCredentials(db, currentAuth(c).user.id, publicUrl);
};

/** A file of the signed-in provider's, or 404 (no such file) / 403 (someone else's). */
function ownedBy(file: OwnedFile | undefined, userId: string): OwnedFile {
  if (!file) throw new ApiError(404, CREDENTIAL_MESSAGES.fileNotFound);
  if (file.ownerId !== userId) throw new ApiError(403, FORBIDDEN);
  return file;
}

async function sendOwnedFile(c: Context<AppEnv>, file: OwnedFile) {
  // The bytes from disk, or a redirect to a presigned link from a bucket (decision 051).
  const answer = await c.var.deps.files.private.respond(file.path, file);
  if (!answer) throw new ApiError(404, CREDENTIAL_MESSAGES.fileNotFound);
  return answer;
}

/** A stored file's row, less what says whose it is (the qualification or the provider). */
type StoredFileRow = { id: string; filename: string; path: string; mediaType: string; sizeBytes: number };

/** Where an upload goes: its area of the private store, the files already there, and its row. */
interface UploadTarget {
  area: (typeof CREDENTIAL_AREAS)[keyof typeof CREDENTIAL_AREAS];
  count: () => Promise<number>;
  /** Inserts the row only while there is room (counted again under a lock, in one transaction). */
  insertWithinLimit: (row: StoredFileRow) => Promise<unknown>;
}

/**
 * Receives an upload into a credential type or the insurance documents: judged by content, refused
 * past the limit, stored, then recorded; answers the updated list.
 */
async function receiveUpload(
  c: Context<AppEnv>,
  file: unknown,
  target: (providerId: string) => Promise<UploadTarget>,
) {
  const upload = await checkCredentialUpload(file);
  const providerId = currentAuth(c).user.id;
  const { area, count, insertWithinLimit } = await target(providerId);
  // Counted again with the insert, under a lock: this check only spares storing a refused file.
  assertRoomFor(await count());
  const path = privateFileKey(area, providerId, upload.extension);
  await storeThenRecord(c.var.deps.files.private, path, upload.bytes, () =>
    insertWithinLimit({
      id: ulid(),
      filename: upload.filename,
      path,
      mediaType: upload.mediaType,
      sizeBytes: upload.bytes.byteLength,
    }),
  );
  return c.json({ message: CREDENTIAL_MESSAGES.fileUploaded, data: await list(c) }, 201);
}

/** The upload route of a credential type or of the insurance documents (the same types and limit). */
const uploadRoute = <P extends { params: z.ZodObject } | object>(path: string, summary: string, params: P) =>
  createRoute({
    method: "post",
    path,
    middleware: [providerOnly, uploadBodyLimit] as const,
    tags: ["provider"],
    summary,
    security: [{ bearer: [] }],
    request: { ...params, ...uploadRequest },
    responses: {
      201: jsonContent(CredentialsResponse, CREDENTIAL_MESSAGES.fileUploaded),
      ...uploadErrors,
      ...authErrors,
    },
  });

/** One kind of stored file: a credential type's files or the insurance documents. */
interface FileKind {
  /** The files' own path, `{path}/{id}` downloads or deletes one. */
  path: string;
  /** What the files are called in the summaries ("credential files", "insurance documents"). */
  name: string;
  find: (db: Db, id: string) => Promise<OwnedFile | undefined>;
  /** Deletes the row of a file the provider owns. */
  remove: (db: Db, id: string, providerId: string) => Promise<unknown>;
}

/** Download and delete of one of the signed-in provider's files of a kind (nobody else's: 403). */
function ownFileRoutes(router: ReturnType<typeof createRouter>, kind: FileKind) {
  const params = { params: z.object({ id: IdParam }) };
  router.openapi(
    createRoute({
      method: "get",
      path: `${kind.path}/{id}`,
      middleware: [providerOnly] as const,
      tags: ["provider"],
      summary: `Download one of my ${kind.name} (attachment; nobody else's)`,
      security: [{ bearer: [] }],
      request: params,
      responses: download,
    }),
    async (c) => {
      const file = ownedBy(await kind.find(c.var.deps.db, c.req.valid("param").id), currentAuth(c).user.id);
      return sendOwnedFile(c, file);
    },
  );

  router.openapi(
    createRoute({
      method: "delete",
      path: `${kind.path}/{id}`,
      middleware: [providerOnly] as const,
      tags: ["provider"],
      summary: `Delete one of my ${kind.name}; answers the updated list`,
      security: [{ bearer: [] }],
      request: params,
      responses: { 200: jsonContent(CredentialsResponse, CREDENTIAL_MESSAGES.fileDeleted), ...fileErrors },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const { db, files } = c.var.deps;
      const providerId = currentAuth(c).user.id;
      const file = ownedBy(await kind.find(db, id), providerId);
      await kind.remove(db, id, providerId);
      await files.private.remove(file.path);
      return c.json({ message: CREDENTIAL_MESSAGES.fileDeleted, data: await list(c) }, 200);
    },
  );
}

/**
 * Spec screen 16: a provider's credentials (details and files per type) and insurance documents.
 * Provider only; files are private (files/private-files.ts) and downloaded by their owner alone.
 */
export function credentialRoutes() {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: "get",
      path: "/v1/provider/credentials",
      middleware: [providerOnly] as const,
      tags: ["provider"],
      summary: "My credentials (every type, license required) and insurance documents",
      security: [{ bearer: [] }],
      responses: { 200: jsonContent(CredentialsResponse, "Credentials"), ...authErrors },
    }),
    async (c) => c.json({ data: await list(c) }, 200),
  );

  router.openapi(
    createRoute({
      method: "put",
      path: "/v1/provider/credentials/{type}",
      middleware: [providerOnly] as const,
      tags: ["provider"],
      summary: "Save a credential type's details (title, body, credentialNumber); empty clears",
      security: [{ bearer: [] }],
      request: { params: z.object({ type: CredentialTypeParam }), ...jsonBody(CredentialDetailsBody) },
      responses: { 200: jsonContent(CredentialsResponse, CREDENTIAL_MESSAGES.detailsSaved), ...authErrors },
    }),
    async (c) => {
      const { type } = c.req.valid("param");
      const details = c.req.valid("json");
      const { db } = c.var.deps;
      const providerId = currentAuth(c).user.id;
      const id = await qualificationFor(db, providerId, type);
      await db.update(qualifications).set(details).where(eq(qualifications.id, id));
      return c.json({ message: CREDENTIAL_MESSAGES.detailsSaved, data: await list(c) }, 200);
    },
  );

  router.openapi(
    uploadRoute(
      "/v1/provider/credentials/{type}/files",
      "Upload a credential file (csv, xlsx, doc, docx, pdf, jpg, jpeg, png, judged by content; at most 10 MB)",
      { params: z.object({ type: CredentialTypeParam }) },
    ),
    async (c) => {
      const { db } = c.var.deps;
      return receiveUpload(c, c.req.valid("form").file, async (providerId) => {
        const qualificationId = await qualificationFor(db, providerId, c.req.valid("param").type);
        return {
          area: CREDENTIAL_AREAS.credentials,
          count: () => countQualificationFiles(db, qualificationId),
          // Issue 32: a licence file waits for staff; the optional types are not checked.
          insertWithinLimit: (row) =>
            insertQualificationFileWithinLimit(db, {
              ...row,
              qualificationId,
              checkStatus: c.req.valid("param").type === "license" ? "pending" : null,
            }),
        };
      });
    },
  );

  ownFileRoutes(router, {
    path: "/v1/provider/credentials/files",
    name: "credential files",
    find: findQualificationFile,
    // Deleting the approved licence the badge rests on takes the badge with it (issue 32).
    remove: async (db, id, providerId) => {
      await db.delete(qualificationFiles).where(eq(qualificationFiles.id, id));
      await refreshVerifiedUntil(db, [providerId]);
    },
  });

  router.openapi(
    uploadRoute(
      "/v1/provider/insurance/files",
      "Upload an insurance document (same types and limit as credentials)",
      {},
    ),
    async (c) => {
      const { db } = c.var.deps;
      return receiveUpload(c, c.req.valid("form").file, async (providerId) => ({
        area: CREDENTIAL_AREAS.insurance,
        count: () => countInsuranceFiles(db, providerId),
        // Issue 32: every insurance document waits for staff.
        insertWithinLimit: (row) =>
          insertInsuranceFileWithinLimit(db, { ...row, providerId, checkStatus: "pending" }),
      }));
    },
  );

  ownFileRoutes(router, {
    path: "/v1/provider/insurance/files",
    name: "insurance documents",
    find: findInsuranceFile,
    remove: (db, id, providerId) =>
      db
        .delete(insuranceFiles)
        .where(and(eq(insuranceFiles.id, id), eq(insuranceFiles.providerId, providerId))),
  });

  return router;
}
