import { and, eq, like } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertBooking } from "../../test/booking-fixtures.ts";
import { createTestApp, TEST_MAIL, type TestApp } from "../../test/test-app.ts";
import {
  bookings,
  notificationPreferences,
  notifications,
  outboxMessages,
  sessionReminders,
} from "../db/schema/index.ts";
import { sendDueReminders, startReminderSweeper } from "./reminders.ts";

let t: TestApp;
let clientId = "";
let providerId = "";
const HOUR = 3_600_000;
const MINUTE = 60_000;

beforeAll(async () => {
  t = await createTestApp({ providers: 3, clients: 2 });
  clientId = (await t.login("client@demo.tranquil.example")).user.identifier;
  providerId = (await t.login("provider@demo.tranquil.example")).user.identifier;
});
afterAll(() => t.close());

/** A confirmed session of the demo pair `days` ahead, and its start. */
async function session(daysAhead: number) {
  const { bookingIds } = await insertBooking(t, { clientId, providerId, daysAhead });
  const id = bookingIds[0] ?? "";
  const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
  return { id, start: (row?.appointmentTime as Date).getTime() };
}

const remindersOf = (id: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.type, "in-app-booking-reminder"),
        eq(notifications.linkUrl, `/booking/${id}/summary`),
      ),
    );
const kindsOf = async (id: string) =>
  (await t.database.db.select().from(sessionReminders).where(eq(sessionReminders.bookingId, id)))
    .map((r) => r.kind)
    .sort();
const sweep = (at: number) => sendDueReminders(t.database.db, new Date(at), TEST_MAIL);

describe("session reminders", () => {
  it("reminds both parties once 24 h before and once 1 h before, never twice", async () => {
    const { id, start } = await session(3);
    await sweep(start - 25 * HOUR);
    expect(await remindersOf(id)).toHaveLength(0);

    await sweep(start - 24 * HOUR + MINUTE);
    const first = await remindersOf(id);
    expect(first.map((n) => n.userId).sort()).toEqual([clientId, providerId].sort());
    expect(first[0]?.title).toMatch(/starts in 24 hours$/);
    await sweep(start - 24 * HOUR + 2 * MINUTE);
    await sweep(start - 23 * HOUR - 10 * MINUTE);
    expect(await remindersOf(id)).toHaveLength(2);
    expect(await kindsOf(id)).toEqual(["24h"]);

    await sweep(start - HOUR + MINUTE);
    await sweep(start - HOUR + 5 * MINUTE);
    const all = await remindersOf(id);
    expect(all).toHaveLength(4);
    expect(all.filter((n) => n.title.endsWith("starts in 1 hour"))).toHaveLength(2);
    expect(await kindsOf(id)).toEqual(["1h", "24h"]);

    // Each reminder is emailed too, with the session's page and an unsubscribe link.
    const mails = await t.database.db
      .select()
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.kind, "in-app-booking-reminder"),
          like(outboxMessages.text, `%/booking/${id}/summary%`),
        ),
      );
    expect(mails).toHaveLength(4);
    expect(mails.every((m) => m.text.includes("/unsubscribe?token="))).toBe(true);
  });

  it("does not send a reminder whose time passed by more than its window", async () => {
    const { id, start } = await session(4);
    // Booked (or first swept) 3 hours ahead: the 24-hour reminder is long past.
    await sweep(start - 3 * HOUR);
    expect(await remindersOf(id)).toHaveLength(0);
    // The 1-hour one 40 minutes late is not sent either; on time it is.
    await sweep(start - 20 * MINUTE);
    expect(await kindsOf(id)).toEqual([]);
    const { id: next, start: nextStart } = await session(5);
    await sweep(nextStart - 50 * MINUTE);
    expect(await kindsOf(next)).toEqual(["1h"]);
  });

  it("two processes sweeping at once send each reminder once", async () => {
    const { id, start } = await session(6);
    const at = start - 24 * HOUR + MINUTE;
    await Promise.all([sweep(at), sweep(at), sweep(at)]);
    expect(await remindersOf(id)).toHaveLength(2);
  });

  it("skips the email, not the notification, for someone who turned reminders off", async () => {
    const { id, start } = await session(8);
    await t.database.db
      .insert(notificationPreferences)
      .values({ userId: clientId, reminders: false })
      .onConflictDoUpdate({ target: notificationPreferences.userId, set: { reminders: false } });
    await sweep(start - HOUR + MINUTE);
    expect((await remindersOf(id)).map((n) => n.userId).sort()).toEqual([clientId, providerId].sort());
    const mails = await t.database.db
      .select()
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.kind, "in-app-booking-reminder"),
          like(outboxMessages.text, `%/booking/${id}/summary%`),
        ),
      );
    expect(mails.map((m) => m.to)).toEqual(["provider@demo.tranquil.example"]);
  });

  it("the sweeper reads its clock argument", async () => {
    const { id, start } = await session(10);
    const clock = { now: new Date(start - 24 * HOUR + MINUTE) };
    const sweeper = startReminderSweeper(
      t.database.db,
      pino({ level: "silent" }),
      TEST_MAIL,
      () => clock.now,
    );
    try {
      await sweeper.run();
      expect(await kindsOf(id)).toEqual(["24h"]);
      clock.now = new Date(start - HOUR + MINUTE);
      await sweeper.run();
      expect(await kindsOf(id)).toEqual(["1h", "24h"]);
    } finally {
      await sweeper.stop();
    }
  });
});
