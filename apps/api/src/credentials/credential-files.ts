import {
  CREDENTIAL_FILE_MAX_BYTES,
  CREDENTIAL_MAX_FILES,
  CREDENTIAL_MESSAGES,
  CREDENTIAL_TYPES,
  type CredentialType,
  isRequiredCredential,
} from "@marketplace/domain/credentials";
import { and, asc, count, eq, inArray, type SQL, sql } from "drizzle-orm";
import { ulid } from "ulid";
import type { Db } from "../db/index.ts";
import { insuranceFiles, qualificationFiles, qualifications } from "../db/index.ts";
import {
  DOCUMENT_MEDIA_TYPES,
  type DocumentKind,
  fileUrl,
  type PrivateFileStore,
  privateFileKey,
  safeFilename,
  sniffDocument,
} from "../files/index.ts";
import { ApiError } from "../http/index.ts";

/** Spec section 5: what a credential upload accepts, as the kinds sniffDocument recognises. */
const ACCEPTED: Partial<Record<DocumentKind, { extension: string; mediaType: string }>> = {
  pdf: { extension: "pdf", mediaType: DOCUMENT_MEDIA_TYPES.pdf },
  png: { extension: "png", mediaType: DOCUMENT_MEDIA_TYPES.png },
  jpeg: { extension: "jpg", mediaType: DOCUMENT_MEDIA_TYPES.jpeg },
  docx: { extension: "docx", mediaType: DOCUMENT_MEDIA_TYPES.docx },
  xlsx: { extension: "xlsx", mediaType: DOCUMENT_MEDIA_TYPES.xlsx },
  doc: { extension: "doc", mediaType: DOCUMENT_MEDIA_TYPES.doc },
  // Plain text is accepted as what the spec lists of it: a CSV.
  text: { extension: "csv", mediaType: "text/csv" },
};

/** Where a provider's files live in the private store: `credentials/<provider>/…`, `insurance/<provider>/…`. */
export const CREDENTIAL_AREAS = { credentials: "credentials", insurance: "insurance" } as const;

export const credentialDownloadPath = (id: string) => `/v1/provider/credentials/files/${id}`;
export const insuranceDownloadPath = (id: string) => `/v1/provider/insurance/files/${id}`;

export interface CheckedUpload {
  bytes: Uint8Array;
  filename: string;
  extension: string;
  mediaType: string;
}

/** An uploaded credential file judged by content: the precise message when it is refused. */
export async function checkCredentialUpload(file: unknown): Promise<CheckedUpload> {
  if (!(file instanceof File)) {
    throw new ApiError(400, CREDENTIAL_MESSAGES.noFile, [`file: ${CREDENTIAL_MESSAGES.noFile}`]);
  }
  if (file.size === 0) throw new ApiError(400, CREDENTIAL_MESSAGES.empty);
  if (file.size > CREDENTIAL_FILE_MAX_BYTES) throw new ApiError(413, CREDENTIAL_MESSAGES.tooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = await sniffDocument(bytes);
  const accepted = kind ? ACCEPTED[kind] : undefined;
  if (!accepted) throw new ApiError(415, CREDENTIAL_MESSAGES.invalidType);
  return { bytes, filename: safeFilename(file.name, accepted.extension), ...accepted };
}

type FileRow = {
  id: string;
  filename: string;
  mediaType: string;
  sizeBytes: number;
  createdAt: Date;
  checkStatus: "pending" | "approved" | "rejected" | null;
  checkReason: string | null;
  expiresOn: string | null;
};

const fileView = (row: FileRow, path: string, publicUrl: string) => ({
  identifier: row.id,
  filename: row.filename,
  url: fileUrl(publicUrl, path) ?? path,
  mediaType: row.mediaType,
  size: row.sizeBytes,
  createdAt: row.createdAt.toISOString(),
  // Issue 32: staff's check of a licence or insurance file (null for files nobody checks), with the
  // reason the provider reads and a licence's expiry.
  check: row.checkStatus
    ? { status: row.checkStatus, reason: row.checkReason, expiresOn: row.expiresOn }
    : null,
});

/** The provider's credentials: every type in the spec's order (empty ones too) and insurance files. */
export async function listCredentials(db: Db, providerId: string, publicUrl: string) {
  const rows = await db.select().from(qualifications).where(eq(qualifications.providerId, providerId));
  const files = rows.length
    ? await db
        .select()
        .from(qualificationFiles)
        .where(
          inArray(
            qualificationFiles.qualificationId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(qualificationFiles.createdAt), asc(qualificationFiles.id))
    : [];
  const insurance = await db
    .select()
    .from(insuranceFiles)
    .where(eq(insuranceFiles.providerId, providerId))
    .orderBy(asc(insuranceFiles.createdAt), asc(insuranceFiles.id));
  return {
    qualifications: CREDENTIAL_TYPES.map((type) => {
      const row = rows.find((r) => r.type === type);
      return {
        type,
        required: isRequiredCredential(type),
        details: {
          title: row?.title ?? null,
          body: row?.body ?? null,
          credentialNumber: row?.credentialNumber ?? null,
        },
        files: files
          .filter((f) => f.qualificationId === row?.id)
          .map((f) => fileView(f, credentialDownloadPath(f.id), publicUrl)),
      };
    }),
    insurance: insurance.map((f) => {
      const path = insuranceDownloadPath(f.id);
      return { ...fileView(f, path, publicUrl), path };
    }),
  };
}

/** The provider's row for a credential type, made on first use. */
export async function qualificationFor(db: Db, providerId: string, type: CredentialType): Promise<string> {
  await db.insert(qualifications).values({ id: ulid(), providerId, type }).onConflictDoNothing();
  const [row] = await db
    .select({ id: qualifications.id })
    .from(qualifications)
    .where(and(eq(qualifications.providerId, providerId), eq(qualifications.type, type)));
  if (!row) throw new ApiError(404, "Provider profile not found");
  return row.id;
}

export function assertRoomFor(existing: number) {
  if (existing >= CREDENTIAL_MAX_FILES) throw new ApiError(409, CREDENTIAL_MESSAGES.tooMany);
}

type QualificationFileRow = typeof qualificationFiles.$inferInsert;
type InsuranceFileRow = typeof insuranceFiles.$inferInsert;

/**
 * Runs `insert` only while `count` finds room: the lock, the count and the insert run in one
 * transaction, so parallel uploads take turns and the tenth file is the last (20 at once stored 14,
 * then 20, when the count ran outside: issue 27). 409 past the limit.
 */
async function insertWithinLimit(
  db: Db,
  lock: SQL,
  count: (tx: Db) => Promise<number>,
  insert: (tx: Db) => Promise<unknown>,
) {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await tx.execute(lock);
    assertRoomFor(await count(tx));
    await insert(tx);
  });
}

/** Records a credential file only while its qualification has room (the qualification's row lock). */
export async function insertQualificationFileWithinLimit(db: Db, row: QualificationFileRow) {
  await insertWithinLimit(
    db,
    sql`select 1 from qualifications where id = ${row.qualificationId} for update`,
    (tx) => countQualificationFiles(tx, row.qualificationId),
    (tx) => tx.insert(qualificationFiles).values(row),
  );
}

/** Records an insurance document only while the provider has room (the provider's row lock). */
export async function insertInsuranceFileWithinLimit(db: Db, row: InsuranceFileRow) {
  await insertWithinLimit(
    db,
    sql`select 1 from provider_profiles where user_id = ${row.providerId} for update`,
    (tx) => countInsuranceFiles(tx, row.providerId),
    (tx) => tx.insert(insuranceFiles).values(row),
  );
}

export async function countQualificationFiles(db: Db, qualificationId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(qualificationFiles)
    .where(eq(qualificationFiles.qualificationId, qualificationId));
  return row?.n ?? 0;
}

export async function countInsuranceFiles(db: Db, providerId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(insuranceFiles)
    .where(eq(insuranceFiles.providerId, providerId));
  return row?.n ?? 0;
}

/** A stored file and whose it is. */
export interface OwnedFile {
  ownerId: string;
  path: string;
  filename: string;
  mediaType: string;
}

export async function findQualificationFile(db: Db, id: string): Promise<OwnedFile | undefined> {
  const [row] = await db
    .select({
      ownerId: qualifications.providerId,
      path: qualificationFiles.path,
      filename: qualificationFiles.filename,
      mediaType: qualificationFiles.mediaType,
    })
    .from(qualificationFiles)
    .innerJoin(qualifications, eq(qualifications.id, qualificationFiles.qualificationId))
    .where(eq(qualificationFiles.id, id));
  return row;
}

export async function findInsuranceFile(db: Db, id: string): Promise<OwnedFile | undefined> {
  const [row] = await db
    .select({
      ownerId: insuranceFiles.providerId,
      path: insuranceFiles.path,
      filename: insuranceFiles.filename,
      mediaType: insuranceFiles.mediaType,
    })
    .from(insuranceFiles)
    .where(eq(insuranceFiles.id, id));
  return row;
}

/**
 * Removes every credential and insurance file of a provider (account deletion): the rows, then the
 * stored bytes.
 */
export async function deleteAllCredentialFiles(db: Db, store: PrivateFileStore, providerId: string) {
  const quals = await db
    .select({ id: qualifications.id })
    .from(qualifications)
    .where(eq(qualifications.providerId, providerId));
  const files = quals.length
    ? await db
        .delete(qualificationFiles)
        .where(
          inArray(
            qualificationFiles.qualificationId,
            quals.map((q) => q.id),
          ),
        )
        .returning({ path: qualificationFiles.path })
    : [];
  const insurance = await db
    .delete(insuranceFiles)
    .where(eq(insuranceFiles.providerId, providerId))
    .returning({ path: insuranceFiles.path });
  await db.delete(qualifications).where(eq(qualifications.providerId, providerId));
  for (const { path } of [...files, ...insurance]) await store.remove(path);
}

export { privateFileKey };
