import {
  type CheckKind,
  LICENCE_EXPIRY_NOTICE_DAYS,
  TRUST_MESSAGES,
  TRUST_NOTICES,
} from "@marketplace/domain/trust";
import { and, asc, eq, gte, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "../db/index.ts";
import { insuranceFiles, providerProfiles, qualificationFiles, qualifications, users } from "../db/index.ts";
import { ApiError } from "../http/index.ts";
import { type NotifyMail, notify } from "../notifications/index.ts";

/**
 * Credential verification (issue 32, decision 060): every licence file and insurance document a
 * provider uploads waits for staff, who approve it (recording a licence's number, issuer and expiry) or
 * reject it with a reason the provider reads. The provider is verified while an approved licence has
 * not expired: provider_profiles.licence_verified_until holds the latest approved expiry, written here
 * alone (refreshVerifiedUntil), and compared with today where it is read.
 */

type Tx = Pick<Db, "insert" | "execute" | "select" | "update">;

/** The date (YYYY-MM-DD, UTC) of an instant: what expiry dates are compared with. */
export const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/** Recomputes the providers' verified-until date from their approved licence files. */
export async function refreshVerifiedUntil(db: Pick<Db, "update">, providerIds: string[]) {
  if (providerIds.length === 0) return;
  await db
    .update(providerProfiles)
    .set({
      licenceVerifiedUntil: sql`(
        select max(f.expires_on) from qualification_files f
        join qualifications q on q.id = f.qualification_id
        where q.provider_id = ${providerProfiles.userId} and q.type = 'license' and f.check_status = 'approved'
      )`,
    })
    .where(inArray(providerProfiles.userId, providerIds));
}

/** Whether the provider's licence is verified today (an approved licence that has not expired). */
export async function isLicenceVerified(db: Pick<Db, "select">, providerId: string, now: Date) {
  const [row] = await db
    .select({ id: providerProfiles.userId })
    .from(providerProfiles)
    .where(
      and(eq(providerProfiles.userId, providerId), gte(providerProfiles.licenceVerifiedUntil, dayOf(now))),
    );
  return Boolean(row);
}

export interface CheckItem {
  kind: CheckKind;
  identifier: string;
  providerId: string;
  providerName: string;
  providerEmail: string;
  filename: string;
  mediaType: string;
  size: number;
  uploadedAt: string;
  status: "pending" | "approved" | "rejected";
  reason: string | null;
  licenceNumber: string | null;
  issuer: string | null;
  expiresOn: string | null;
  checkedAt: string | null;
}

const nameOf = (u: { firstName: string | null; lastName: string | null }) =>
  [u.firstName, u.lastName].filter(Boolean).join(" ");

/** The documents with this status (pending: the queue, oldest first), licences then insurance. */
export async function listChecks(
  db: Pick<Db, "select">,
  status: "pending" | "approved" | "rejected",
  limit = 100,
): Promise<CheckItem[]> {
  const licences = await db
    .select({
      identifier: qualificationFiles.id,
      providerId: qualifications.providerId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      file: qualificationFiles,
    })
    .from(qualificationFiles)
    .innerJoin(qualifications, eq(qualifications.id, qualificationFiles.qualificationId))
    .innerJoin(users, eq(users.id, qualifications.providerId))
    .where(and(eq(qualifications.type, "license"), eq(qualificationFiles.checkStatus, status)))
    .orderBy(asc(qualificationFiles.createdAt), asc(qualificationFiles.id))
    .limit(limit);
  const insurance = await db
    .select({
      identifier: insuranceFiles.id,
      providerId: insuranceFiles.providerId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      file: insuranceFiles,
    })
    .from(insuranceFiles)
    .innerJoin(users, eq(users.id, insuranceFiles.providerId))
    .where(eq(insuranceFiles.checkStatus, status))
    .orderBy(asc(insuranceFiles.createdAt), asc(insuranceFiles.id))
    .limit(limit);
  type Row = Omit<(typeof licences)[number], "file"> & {
    file: Omit<(typeof licences)[number]["file"], "qualificationId">;
  };
  const view = (kind: CheckKind) => (r: Row) => ({
    kind,
    identifier: r.identifier,
    providerId: r.providerId,
    providerName: nameOf(r),
    providerEmail: r.email,
    filename: r.file.filename,
    mediaType: r.file.mediaType,
    size: r.file.sizeBytes,
    uploadedAt: r.file.createdAt.toISOString(),
    status: status,
    reason: r.file.checkReason,
    licenceNumber: r.file.licenceNumber,
    issuer: r.file.issuer,
    expiresOn: r.file.expiresOn,
    checkedAt: r.file.checkedAt?.toISOString() ?? null,
  });
  return [...licences.map(view("license")), ...insurance.map(view("insurance"))];
}

/** How many documents wait for staff (the overview's count). */
export async function pendingCheckCount(db: Db): Promise<number> {
  const result = (await db.execute(sql`
    select
      (select count(*) from qualification_files f join qualifications q on q.id = f.qualification_id
        where q.type = 'license' and f.check_status = 'pending')
      + (select count(*) from insurance_files where check_status = 'pending') as "n"
  `)) as unknown as { rows: { n: number | string }[] };
  return Number(result.rows[0]?.n ?? 0);
}

export type CheckDecision =
  | { decision: "approve"; reason: string; licenceNumber?: string; issuer?: string; expiresOn?: string }
  | { decision: "reject"; reason: string };

/** The file a check is about: its provider and its stored path (for staff to open it). */
export async function findCheckFile(db: Pick<Db, "select">, kind: CheckKind, id: string) {
  if (kind === "license") {
    const [row] = await db
      .select({
        providerId: qualifications.providerId,
        path: qualificationFiles.path,
        filename: qualificationFiles.filename,
        mediaType: qualificationFiles.mediaType,
        status: qualificationFiles.checkStatus,
      })
      .from(qualificationFiles)
      .innerJoin(qualifications, eq(qualifications.id, qualificationFiles.qualificationId))
      .where(and(eq(qualificationFiles.id, id), eq(qualifications.type, "license")));
    return row;
  }
  const [row] = await db
    .select({
      providerId: insuranceFiles.providerId,
      path: insuranceFiles.path,
      filename: insuranceFiles.filename,
      mediaType: insuranceFiles.mediaType,
      status: insuranceFiles.checkStatus,
    })
    .from(insuranceFiles)
    .where(eq(insuranceFiles.id, id));
  return row;
}

/**
 * Staff approve or reject a pending document, once: the decision (who, when, why; a licence's
 * details), the provider's verified-until date and the provider's notification (in-app and email) in
 * one transaction. 404 for no such document, 409 when it was already decided. Answers the provider.
 */
export async function decideCheck(
  db: Db,
  staffId: string,
  kind: CheckKind,
  id: string,
  decision: CheckDecision,
  now: Date,
  mail: NotifyMail,
  /** Writes the audit entry in the same transaction (the staff route's), so both exist or neither. */
  audit?: (tx: Db, providerId: string) => Promise<void>,
): Promise<{ providerId: string }> {
  const file = await findCheckFile(db, kind, id);
  if (!file) throw new ApiError(404, TRUST_MESSAGES.checkNotFound);
  const approve = decision.decision === "approve";
  if (approve && kind === "license") {
    if (!decision.licenceNumber) throw new ApiError(400, TRUST_MESSAGES.licenceNumberRequired);
    if (!decision.issuer) throw new ApiError(400, TRUST_MESSAGES.issuerRequired);
    if (!decision.expiresOn) throw new ApiError(400, TRUST_MESSAGES.expiryRequired);
    if (decision.expiresOn < dayOf(now)) throw new ApiError(400, TRUST_MESSAGES.expiryPast);
  }
  const set = {
    checkStatus: approve ? ("approved" as const) : ("rejected" as const),
    checkedBy: staffId,
    checkedAt: now,
    checkReason: decision.reason,
    ...(approve
      ? {
          licenceNumber: decision.licenceNumber ?? null,
          issuer: decision.issuer ?? null,
          expiresOn: decision.expiresOn ?? null,
        }
      : {}),
  };
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    // Only a pending document changes: a second decision (or a race between two staff) finds nothing.
    const updated =
      kind === "license"
        ? await tx
            .update(qualificationFiles)
            .set(set)
            .where(and(eq(qualificationFiles.id, id), eq(qualificationFiles.checkStatus, "pending")))
            .returning({ id: qualificationFiles.id })
        : await tx
            .update(insuranceFiles)
            .set(set)
            .where(and(eq(insuranceFiles.id, id), eq(insuranceFiles.checkStatus, "pending")))
            .returning({ id: insuranceFiles.id });
    if (updated.length === 0) throw new ApiError(409, TRUST_MESSAGES.alreadyDecided);
    if (kind === "license") await refreshVerifiedUntil(tx, [file.providerId]);
    await audit?.(tx, file.providerId);
    const title = approve
      ? kind === "license"
        ? TRUST_NOTICES.licenceApproved
        : TRUST_NOTICES.insuranceApproved
      : kind === "license"
        ? TRUST_NOTICES.licenceRejected
        : TRUST_NOTICES.insuranceRejected;
    await notify(
      tx as Tx,
      {
        userId: file.providerId,
        type: "in-app-credential-checked",
        title,
        body: `${file.filename}: ${decision.reason}`,
        linkUrl: `/credentials/${id}`,
      },
      mail,
    );
  });
  return { providerId: file.providerId };
}

/**
 * The licence-expiry prompt (decision 050's job queue): each approved licence that expires within
 * LICENCE_EXPIRY_NOTICE_DAYS and was not yet prompted gets one notice (in-app and email); the mark is
 * set in the same transaction, so a second run, or a second process, sends nothing. A licence that has
 * expired loses the badge without the job (verified-until is compared with today where it is read).
 * Answers how many providers were prompted.
 */
export async function sendLicenceExpiryNotices(db: Db, now: Date, mail: NotifyMail): Promise<number> {
  const horizon = dayOf(new Date(now.getTime() + LICENCE_EXPIRY_NOTICE_DAYS * 86_400_000));
  const due = await db
    .select({
      id: qualificationFiles.id,
      providerId: qualifications.providerId,
      expiresOn: qualificationFiles.expiresOn,
    })
    .from(qualificationFiles)
    .innerJoin(qualifications, eq(qualifications.id, qualificationFiles.qualificationId))
    .innerJoin(providerProfiles, eq(providerProfiles.userId, qualifications.providerId))
    .where(
      and(
        eq(qualifications.type, "license"),
        eq(qualificationFiles.checkStatus, "approved"),
        isNull(qualificationFiles.expiryNoticeAt),
        lte(qualificationFiles.expiresOn, horizon),
        gte(qualificationFiles.expiresOn, dayOf(now)),
        // Only the licence the badge rests on: a newer approved licence makes the old one's expiry moot.
        eq(qualificationFiles.expiresOn, providerProfiles.licenceVerifiedUntil),
      ),
    );
  let sent = 0;
  for (const row of due) {
    const won = await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const marked = await tx
        .update(qualificationFiles)
        .set({ expiryNoticeAt: now })
        .where(and(eq(qualificationFiles.id, row.id), isNull(qualificationFiles.expiryNoticeAt)))
        .returning({ id: qualificationFiles.id });
      if (marked.length === 0) return false;
      await notify(
        tx as Tx,
        {
          userId: row.providerId,
          type: "in-app-licence-expiring",
          title: TRUST_NOTICES.licenceExpiring,
          body: `Your licence expires on ${row.expiresOn}. Upload a new one so your profile stays verified.`,
          linkUrl: `/credentials/${row.id}`,
        },
        mail,
      );
      return true;
    });
    if (won) sent += 1;
  }
  return sent;
}
