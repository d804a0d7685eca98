import { createRoute, z } from "@hono/zod-openapi";
import { CREDENTIAL_FILE_MAX_BYTES, CREDENTIAL_MESSAGES } from "@marketplace/domain/credentials";
import { and, eq } from "drizzle-orm";
import type { Context } from "hono";
import { ulid } from "ulid";
import { currentAuth, FORBIDDEN, requireRole } from "../auth/index.ts";
import { insuranceFiles, qualificationFiles, qualifications } from "../db/index.ts";
import { privateFileResponse } from "../files/index.ts";
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
import {
  assertRoomFor,
  CREDENTIAL_AREAS,
  checkCredentialUpload,
  countInsuranceFiles,
  countQualificationFiles,
  credentialStore,
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
  store: ReturnType<typeof credentialStore>,
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
  const bytes = await credentialStore(c.var.deps.privateDir).read(file.path);
  if (!bytes) throw new ApiError(404, CREDENTIAL_MESSAGES.fileNotFound);
  return privateFileResponse({ bytes, filename: file.filename, mediaType: file.mediaType });
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
    createRoute({
      method: "post",
      path: "/v1/provider/credentials/{type}/files",
      middleware: [providerOnly, uploadBodyLimit] as const,
      tags: ["provider"],
      summary:
        "Upload a credential file (csv, xlsx, doc, docx, pdf, jpg, jpeg, png, judged by content; at most 10 MB)",
      security: [{ bearer: [] }],
      request: { params: z.object({ type: CredentialTypeParam }), ...uploadRequest },
      responses: {
        201: jsonContent(CredentialsResponse, CREDENTIAL_MESSAGES.fileUploaded),
        ...uploadErrors,
        ...authErrors,
      },
    }),
    async (c) => {
      const { type } = c.req.valid("param");
      const upload = await checkCredentialUpload(c.req.valid("form").file);
      const { db, privateDir } = c.var.deps;
      const providerId = currentAuth(c).user.id;
      const qualificationId = await qualificationFor(db, providerId, type);
      assertRoomFor(await countQualificationFiles(db, qualificationId));
      const store = credentialStore(privateDir);
      const path = privateFileKey(CREDENTIAL_AREAS.credentials, providerId, upload.extension);
      // Counted again with the insert, under a lock: the check above only spares storing a refused file.
      await storeThenRecord(store, path, upload.bytes, () =>
        insertQualificationFileWithinLimit(db, {
          id: ulid(),
          qualificationId,
          filename: upload.filename,
          path,
          mediaType: upload.mediaType,
          sizeBytes: upload.bytes.byteLength,
        }),
      );
      return c.json({ message: CREDENTIAL_MESSAGES.fileUploaded, data: await list(c) }, 201);
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/v1/provider/credentials/files/{id}",
      middleware: [providerOnly] as const,
      tags: ["provider"],
      summary: "Download one of my credential files (attachment; nobody else's)",
      security: [{ bearer: [] }],
      request: { params: z.object({ id: IdParam }) },
      responses: download,
    }),
    async (c) => {
      const file = ownedBy(
        await findQualificationFile(c.var.deps.db, c.req.valid("param").id),
        currentAuth(c).user.id,
      );
      return sendOwnedFile(c, file);
    },
  );

  router.openapi(
    createRoute({
      method: "delete",
      path: "/v1/provider/credentials/files/{id}",
      middleware: [providerOnly] as const,
      tags: ["provider"],
      summary: "Delete one of my credential files; answers the updated list",
      security: [{ bearer: [] }],
      request: { params: z.object({ id: IdParam }) },
      responses: { 200: jsonContent(CredentialsResponse, CREDENTIAL_MESSAGES.fileDeleted), ...fileErrors },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const { db, privateDir } = c.var.deps;
      const file = ownedBy(await findQualificationFile(db, id), currentAuth(c).user.id);
      await db.delete(qualificationFiles).where(eq(qualificationFiles.id, id));
      await credentialStore(privateDir).remove(file.path);
      return c.json({ message: CREDENTIAL_MESSAGES.fileDeleted, data: await list(c) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/v1/provider/insurance/files",
      middleware: [providerOnly, uploadBodyLimit] as const,
      tags: ["provider"],
      summary: "Upload an insurance document (same types and limit as credentials)",
      security: [{ bearer: [] }],
      request: uploadRequest,
      responses: {
        201: jsonContent(CredentialsResponse, CREDENTIAL_MESSAGES.fileUploaded),
        ...uploadErrors,
        ...authErrors,
      },
    }),
    async (c) => {
      const upload = await checkCredentialUpload(c.req.valid("form").file);
      const { db, privateDir } = c.var.deps;
      const providerId = currentAuth(c).user.id;
      assertRoomFor(await countInsuranceFiles(db, providerId));
      const store = credentialStore(privateDir);
      const path = privateFileKey(CREDENTIAL_AREAS.insurance, providerId, upload.extension);
      // Counted again with the insert, under a lock (as for credential files).
      await storeThenRecord(store, path, upload.bytes, () =>
        insertInsuranceFileWithinLimit(db, {
          id: ulid(),
          providerId,
          filename: upload.filename,
          path,
          mediaType: upload.mediaType,
          sizeBytes: upload.bytes.byteLength,
        }),
      );
      return c.json({ message: CREDENTIAL_MESSAGES.fileUploaded, data: await list(c) }, 201);
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/v1/provider/insurance/files/{id}",
      middleware: [providerOnly] as const,
      tags: ["provider"],
      summary: "Download one of my insurance documents (attachment; nobody else's)",
      security: [{ bearer: [] }],
      request: { params: z.object({ id: IdParam }) },
      responses: download,
    }),
    async (c) => {
      const file = ownedBy(
        await findInsuranceFile(c.var.deps.db, c.req.valid("param").id),
        currentAuth(c).user.id,
      );
      return sendOwnedFile(c, file);
    },
  );

  router.openapi(
    createRoute({
      method: "delete",
      path: "/v1/provider/insurance/files/{id}",
      middleware: [providerOnly] as const,
      tags: ["provider"],
      summary: "Delete one of my insurance documents; answers the updated list",
      security: [{ bearer: [] }],
      request: { params: z.object({ id: IdParam }) },
      responses: { 200: jsonContent(CredentialsResponse, CREDENTIAL_MESSAGES.fileDeleted), ...fileErrors },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const { db, privateDir } = c.var.deps;
      const providerId = currentAuth(c).user.id;
      const file = ownedBy(await findInsuranceFile(db, id), providerId);
      await db
        .delete(insuranceFiles)
        .where(and(eq(insuranceFiles.id, id), eq(insuranceFiles.providerId, providerId)));
      await credentialStore(privateDir).remove(file.path);
      return c.json({ message: CREDENTIAL_MESSAGES.fileDeleted, data: await list(c) }, 200);
    },
  );

  return router;
}
