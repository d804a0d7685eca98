import { roomMediaOf } from "@marketplace/domain/session-room";
import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import { ulid } from "ulid";
import type { Db } from "../db/index.ts";
import { bookingSeries, bookings, modalities, sessionAttendance } from "../db/index.ts";
import type { RoomRole } from "./room-access.ts";

/** Someone entered the room: a row of who and when (a reload is a new row; the previous one is closed). */
export async function recordJoin(db: Db, bookingId: string, userId: string, role: RoomRole, now: Date) {
  await closeOpen(db, bookingId, userId, now);
  await db.insert(sessionAttendance).values({ id: ulid(), bookingId, userId, role, joinedAt: now });
}

/** Someone left: their open row gets its leaving time. */
export async function recordLeave(db: Db, bookingId: string, userId: string, now: Date) {
  await closeOpen(db, bookingId, userId, now);
}

async function closeOpen(db: Db, bookingId: string, userId: string, now: Date) {
  await db
    .update(sessionAttendance)
    .set({ leftAt: now })
    .where(
      and(
        eq(sessionAttendance.bookingId, bookingId),
        eq(sessionAttendance.userId, userId),
        isNull(sessionAttendance.leftAt),
      ),
    );
}

export interface SessionAttendanceFacts {
  /** Whether anyone joined the room at all (no record: a session from before rooms, or demo data). */
  recorded: boolean;
  providerJoined: boolean;
  clientJoined: boolean;
  /** The provider's first join, if any. */
  providerFirstJoinedAt: Date | null;
}

/** What the room's records say about sessions, for the lifecycle's jobs (no-show, completion). */
export async function attendanceOf(
  db: Pick<Db, "select">,
  bookingIds: string[],
): Promise<Map<string, SessionAttendanceFacts>> {
  const facts = new Map<string, SessionAttendanceFacts>();
  if (bookingIds.length === 0) return facts;
  const rows = await db
    .select({
      bookingId: sessionAttendance.bookingId,
      role: sessionAttendance.role,
      joinedAt: sessionAttendance.joinedAt,
    })
    .from(sessionAttendance)
    .where(inArray(sessionAttendance.bookingId, bookingIds))
    .orderBy(desc(sessionAttendance.joinedAt));
  for (const row of rows) {
    const f = facts.get(row.bookingId) ?? {
      recorded: true,
      providerJoined: false,
      clientJoined: false,
      providerFirstJoinedAt: null,
    };
    if (row.role === "provider") {
      f.providerJoined = true;
      f.providerFirstJoinedAt = row.joinedAt;
    }
    if (row.role === "client") f.clientJoined = true;
    facts.set(row.bookingId, f);
  }
  return facts;
}

/**
 * Demo data and the developer tools' time machine only (never a route of the real flow): an online
 * session that took place, as its room would have recorded it — its client and its provider joined at
 * the start and left at the end — so the completion sweep holds it (issue 30). An in-person session, or
 * one without a time, has no room and gets nothing. Answers whether it wrote the records.
 */
export async function recordSessionHeld(db: Db, bookingId: string): Promise<boolean> {
  const [row] = await db
    .select({
      start: bookings.appointmentTime,
      end: bookings.appointmentEndTime,
      clientId: bookingSeries.clientId,
      providerId: bookingSeries.providerId,
      modality: modalities.name,
    })
    .from(bookings)
    .innerJoin(bookingSeries, eq(bookingSeries.id, bookings.seriesId))
    .innerJoin(modalities, eq(modalities.id, bookingSeries.modalityId))
    .where(eq(bookings.id, bookingId));
  if (!row?.start || !row.end || !roomMediaOf(row.modality)) return false;
  const { start, end } = row;
  await db.insert(sessionAttendance).values(
    (
      [
        [row.providerId, "provider"],
        [row.clientId, "client"],
      ] as const
    ).map(([userId, role]) => ({ id: ulid(), bookingId, userId, role, joinedAt: start, leftAt: end })),
  );
  return true;
}
