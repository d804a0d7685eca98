import { displayName } from "@marketplace/domain/accounts";
import { and, eq, gt, lte } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Logger } from "pino";
import type { Db } from "../db/index.ts";
import { bookingSeries, bookings, sessionReminders, users } from "../db/index.ts";
import { countingSweep, repeatSweep, type Sweep } from "../jobs/index.ts";
import { type NotifyMail, notify } from "./notify.ts";

/**
 * Session reminders (decision 029): 24 hours and 1 hour before each confirmed session, to its client
 * and its provider. A reminder is due from its time until its window has passed; later it is not sent
 * (the 24-hour one of a session booked 3 hours ahead, or one the API was down for).
 */
export const REMINDERS = [
  { kind: "24h", leadMs: 24 * 3_600_000, windowMs: 60 * 60_000, words: "in 24 hours" },
  { kind: "1h", leadMs: 3_600_000, windowMs: 30 * 60_000, words: "in 1 hour" },
] as const;

export const REMINDER_SWEEP_MS = 60_000;

const clients = alias(users, "reminded_client");
const providers = alias(users, "reminded_provider");

type Person = typeof users.$inferSelect;

const startsAt = (start: Date, person: Person) => {
  try {
    return new Intl.DateTimeFormat("en-US", {
      dateStyle: "full",
      timeStyle: "short",
      timeZone: person.timezone,
    }).format(start);
  } catch {
    // An unknown zone name: UTC, said so.
    return `${new Intl.DateTimeFormat("en-US", { dateStyle: "full", timeStyle: "short", timeZone: "UTC" }).format(start)} UTC`;
  }
};

/**
 * Sends the reminders due at `now`, each once: the (session, kind) row is inserted first and only the
 * process whose insert won notifies, in that same transaction. Answers how many sessions were reminded.
 */
export async function sendDueReminders(db: Db, now: Date, mail: NotifyMail): Promise<number> {
  let sent = 0;
  for (const reminder of REMINDERS) {
    const due = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          eq(bookings.status, "confirmed"),
          lte(bookings.appointmentTime, new Date(now.getTime() + reminder.leadMs)),
          gt(bookings.appointmentTime, new Date(now.getTime() + reminder.leadMs - reminder.windowMs)),
        ),
      );
    for (const { id } of due) {
      const won = await db.transaction(async (tx) => {
        const inserted = await tx
          .insert(sessionReminders)
          .values({ bookingId: id, kind: reminder.kind, createdAt: now })
          .onConflictDoNothing()
          .returning({ bookingId: sessionReminders.bookingId });
        if (inserted.length === 0) return false;
        const [row] = await tx
          .select({ booking: bookings, client: clients, provider: providers })
          .from(bookings)
          .innerJoin(bookingSeries, eq(bookingSeries.id, bookings.seriesId))
          .innerJoin(clients, eq(clients.id, bookingSeries.clientId))
          .innerJoin(providers, eq(providers.id, bookingSeries.providerId))
          .where(and(eq(bookings.id, id), eq(bookings.status, "confirmed")));
        const start = row?.booking.appointmentTime;
        if (!row || !start) return false;
        const linkUrl = `/booking/${id}/summary`;
        for (const [person, other] of [
          [row.client, row.provider],
          [row.provider, row.client],
        ] as const) {
          await notify(
            tx,
            {
              userId: person.id,
              type: "in-app-booking-reminder",
              title: `Your session with ${displayName(other)} starts ${reminder.words}`,
              body: `It starts on ${startsAt(start, person)}.`,
              linkUrl,
            },
            mail,
          );
        }
        return true;
      });
      if (won) sent += 1;
    }
  }
  return sent;
}

/**
 * Sends due reminders every REMINDER_SWEEP_MS (started in main.ts). Several API processes may run it:
 * the session_reminders key lets one of them send each reminder.
 */
export function reminderSweep(
  db: Db,
  logger: Logger,
  mail: NotifyMail,
  clock: () => Date = () => new Date(),
): Sweep {
  return countingSweep({
    name: "send-reminders",
    everyMs: REMINDER_SWEEP_MS,
    failure: "sending session reminders failed",
    logger,
    clock,
    work: (now) => sendDueReminders(db, now, mail),
    counted: "sent",
    message: "session reminders sent",
  });
}

export function startReminderSweeper(...args: Parameters<typeof reminderSweep>) {
  return repeatSweep(args[1], reminderSweep(...args));
}
