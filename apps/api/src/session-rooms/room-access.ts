import { BOOKING_API_MESSAGES } from "@marketplace/domain/booking";
import {
  type RoomMedia,
  type RoomPhase,
  roomMediaOf,
  roomPhase,
  roomWindow,
} from "@marketplace/domain/session-room";
import { and, eq, sql } from "drizzle-orm";
import type { SessionUser } from "../auth/index.ts";
import type { Db } from "../db/index.ts";
import { bookingParticipants, bookingSeries, bookings, modalities, users } from "../db/index.ts";
import { notFound } from "../http/index.ts";

/** A booking has a room while it is booked or once it took place; never before it is confirmed or once cancelled. */
const ROOM_STATUSES = new Set(["confirmed", "completed", "no_show_claimed", "no_show_contested"]);
/** One may join (and signal) only in these, inside the window. */
const JOINABLE_STATUSES = new Set(["confirmed", "no_show_claimed", "no_show_contested"]);

export type RoomRole = "client" | "provider" | "invitee";

export interface RoomMember {
  userId: string;
  name: string;
  role: RoomRole;
}

export interface Room {
  bookingId: string;
  seriesId: string;
  providerId: string;
  status: string;
  startsAt: Date;
  endsAt: Date;
  opensAt: Date;
  closesAt: Date;
  media: RoomMedia;
  phase: RoomPhase;
  /** Inside the window and in a status one may meet in. */
  joinable: boolean;
  members: RoomMember[];
  me: RoomMember;
}

const nameOf = (u: { firstName: string | null; lastName: string | null }) =>
  [u.firstName, u.lastName].filter(Boolean).join(" ").trim() || "Participant";

/**
 * The room of a booking as `viewer` may see it: its client, its provider or an accepted invitee with
 * an account. Everyone else, in-person sessions, bookings not (yet or any more) booked and unknown ids
 * get the same 404 'Booking not found', so the answer reveals nothing (decision 056).
 */
export async function loadRoom(db: Db, bookingId: string, viewer: SessionUser, now: Date): Promise<Room> {
  const missing = () => notFound(BOOKING_API_MESSAGES.bookingNotFound);
  const [row] = await db
    .select({ booking: bookings, series: bookingSeries, modality: modalities.name })
    .from(bookings)
    .innerJoin(bookingSeries, eq(bookingSeries.id, bookings.seriesId))
    .innerJoin(modalities, eq(modalities.id, bookingSeries.modalityId))
    .where(eq(bookings.id, bookingId));
  if (!row) throw missing();
  const { booking, series } = row;
  const media = roomMediaOf(row.modality);
  if (
    !media ||
    !ROOM_STATUSES.has(booking.status) ||
    !booking.appointmentTime ||
    !booking.appointmentEndTime
  ) {
    throw missing();
  }
  const parties = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(sql`${users.id} in (${series.clientId}, ${series.providerId})`);
  const invitees = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(bookingParticipants)
    .innerJoin(users, sql`lower(${users.email}) = lower(${bookingParticipants.email})`)
    .where(and(eq(bookingParticipants.seriesId, series.id), eq(bookingParticipants.status, "accepted")));
  const party = (id: string, role: RoomRole): RoomMember[] => {
    const u = parties.find((p) => p.id === id);
    return u ? [{ userId: id, name: nameOf(u), role }] : [];
  };
  const members: RoomMember[] = [
    ...party(series.providerId, "provider"),
    ...party(series.clientId, "client"),
    ...invitees
      .filter((u) => u.id !== series.clientId && u.id !== series.providerId)
      .map((u) => ({ userId: u.id, name: nameOf(u), role: "invitee" as const })),
  ];
  const me = members.find((m) => m.userId === viewer.id);
  if (!me) throw missing();
  const { opensAt, closesAt } = roomWindow(booking.appointmentTime, booking.appointmentEndTime);
  const phase =
    booking.status === "completed"
      ? "ended"
      : roomPhase(booking.appointmentTime, booking.appointmentEndTime, now);
  return {
    bookingId: booking.id,
    seriesId: series.id,
    providerId: series.providerId,
    status: booking.status,
    startsAt: booking.appointmentTime,
    endsAt: booking.appointmentEndTime,
    opensAt,
    closesAt,
    media,
    phase,
    joinable: phase === "open" && JOINABLE_STATUSES.has(booking.status),
    members,
    me,
  };
}
