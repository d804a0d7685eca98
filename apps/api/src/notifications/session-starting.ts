import { ONLINE_MODALITIES } from "@marketplace/domain/booking";
import {
  ROOM_OPENS_MINUTES_BEFORE,
  sessionRoomPath,
  sessionRoomText,
} from "@marketplace/domain/session-room";
import { and, eq, gt, inArray, lte, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "../db/index.ts";
import {
  bookingParticipants,
  bookingSeries,
  bookings,
  modalities,
  sessionReminders,
  users,
} from "../db/index.ts";
import { countingSweep, type Sweep } from "../jobs/index.ts";
import { type NotifyMail, notify } from "./notify.ts";

/**
 * 'Your session starts in 10 minutes' (issue 30): when an online session's room opens, each of its
 * people (the client, the provider, invitees who accepted and have an account) gets an in-app
 * notification and its email, with the room's link. Sent by a pg-boss sweep (decision 050), never a
 * timer in a request; once per booking and person: the (booking, `room-open:{userId}`) row in
 * session_reminders is inserted first and only the transaction whose insert won notifies. Due from
 * the room's opening until the start; later it would say something untrue and is not sent.
 */
export const SESSION_STARTING_SWEEP_MS = 30_000;
const MINUTE = 60_000;

export const roomOpenKind = (userId: string) => `room-open:${userId}`;

/** Sends the notices due at `now`; answers how many people were told. */
export async function sendSessionStarting(db: Db, now: Date, mail: NotifyMail): Promise<number> {
  const due = await db
    .select({
      id: bookings.id,
      seriesId: bookings.seriesId,
      clientId: bookingSeries.clientId,
      providerId: bookingSeries.providerId,
    })
    .from(bookings)
    .innerJoin(bookingSeries, eq(bookingSeries.id, bookings.seriesId))
    .innerJoin(modalities, eq(modalities.id, bookingSeries.modalityId))
    .where(
      and(
        eq(bookings.status, "confirmed"),
        inArray(modalities.name, [...ONLINE_MODALITIES]),
        gt(bookings.appointmentTime, now),
        lte(bookings.appointmentTime, new Date(now.getTime() + ROOM_OPENS_MINUTES_BEFORE * MINUTE)),
      ),
    );
  let told = 0;
  for (const booking of due) {
    const invitees = await db
      .select({ id: users.id })
      .from(bookingParticipants)
      .innerJoin(users, sql`lower(${users.email}) = lower(${bookingParticipants.email})`)
      .where(
        and(eq(bookingParticipants.seriesId, booking.seriesId), eq(bookingParticipants.status, "accepted")),
      );
    const people = [...new Set([booking.clientId, booking.providerId, ...invitees.map((i) => i.id)])];
    for (const userId of people) {
      const won = await db.transaction(async (tx) => {
        const inserted = await tx
          .insert(sessionReminders)
          .values({ bookingId: booking.id, kind: roomOpenKind(userId), createdAt: now })
          .onConflictDoNothing()
          .returning({ bookingId: sessionReminders.bookingId });
        if (inserted.length === 0) return false;
        await notify(
          tx,
          {
            userId,
            type: "in-app-session-starting",
            title: sessionRoomText.startingSoon,
            body: "The room is open: join when you are ready.",
            linkUrl: sessionRoomPath(booking.id),
          },
          mail,
        );
        return true;
      });
      if (won) told += 1;
    }
  }
  return told;
}

/** Every SESSION_STARTING_SWEEP_MS on the job queue's cron (main.ts), once per schedule however many workers run. */
export function sessionStartingSweep(
  db: Db,
  logger: Logger,
  mail: NotifyMail,
  clock: () => Date = () => new Date(),
): Sweep {
  return countingSweep({
    name: "send-session-starting",
    everyMs: SESSION_STARTING_SWEEP_MS,
    failure: "sending 'your session starts in 10 minutes' failed",
    logger,
    clock,
    work: (now) => sendSessionStarting(db, now, mail),
    counted: "told",
    message: "session starting notices sent",
  });
}
