import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertBooking } from "../../test/booking-fixtures.ts";
import { createTestApp, TEST_MAIL, type TestApp } from "../../test/test-app.ts";
import {
  bookingParticipants,
  bookingSeries,
  bookings,
  modalities,
  notifications,
  outboxMessages,
  users,
} from "../db/schema/index.ts";
import { sendSessionStarting } from "./session-starting.ts";

let t: TestApp;
let clientId = "";
let providerId = "";
let inviteeId = "";
const MINUTE = 60_000;

beforeAll(async () => {
  t = await createTestApp({ providers: 3, clients: 2 });
  clientId = (await t.login("client@demo.tranquil.example")).user.identifier;
  providerId = (await t.login("provider@demo.tranquil.example")).user.identifier;
  inviteeId = (await t.login("client.uk@demo.tranquil.example")).user.identifier;
});
afterAll(() => t.close());

async function session(daysAhead: number, modality: string, invitee?: "accepted" | "invited") {
  const db = t.database.db;
  const { bookingIds, seriesId } = await insertBooking(t, {
    clientId,
    providerId,
    daysAhead,
    participants: invitee ? ["client.uk@demo.tranquil.example"] : [],
  });
  const [m] = await db.select().from(modalities).where(eq(modalities.name, modality));
  if (!m) throw new Error(`no modality ${modality}`);
  await db.update(bookingSeries).set({ modalityId: m.id }).where(eq(bookingSeries.id, seriesId));
  if (invitee) {
    await db
      .update(bookingParticipants)
      .set({ status: invitee })
      .where(eq(bookingParticipants.seriesId, seriesId));
  }
  const id = bookingIds[0] ?? "";
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  return { id, start: (row?.appointmentTime as Date).getTime() };
}

const noticesOf = (id: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(
      and(eq(notifications.type, "in-app-session-starting"), eq(notifications.linkUrl, `/session/${id}`)),
    );
const sweep = (at: number) => sendSessionStarting(t.database.db, new Date(at), TEST_MAIL);

describe("'Your session starts in 10 minutes'", () => {
  it("tells each person once when an online room opens, with the room's link, in-app and by email", async () => {
    const { id, start } = await session(3, "Online - Video", "accepted");
    await sweep(start - 11 * MINUTE);
    expect(await noticesOf(id)).toHaveLength(0);

    expect(await sweep(start - 10 * MINUTE)).toBe(3);
    const sent = await noticesOf(id);
    expect(sent.map((n) => n.userId).sort()).toEqual([clientId, providerId, inviteeId].sort());
    expect(new Set(sent.map((n) => n.title))).toEqual(new Set(["Your session starts in 10 minutes"]));

    // Again, later, or by another worker at the same time: nobody is told twice.
    const again = await Promise.all([sweep(start - 9 * MINUTE), sweep(start - 9 * MINUTE)]);
    expect(again).toEqual([0, 0]);
    await sweep(start - MINUTE);
    expect(await noticesOf(id)).toHaveLength(3);

    const mails = await t.database.db
      .select()
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.kind, "in-app-session-starting"),
          like(outboxMessages.text, `%/session/${id}%`),
        ),
      );
    expect(mails).toHaveLength(3);
    const [client] = await t.database.db.select().from(users).where(eq(users.id, clientId));
    const toClient = mails.find((m) => m.to === client?.email);
    expect(toClient?.subject).toBe("Your session starts in 10 minutes");
    // On the client's own site (the Nigerian one for the Nigerian demo client), as every email's link.
    const site = client?.countryCode === "NG" ? TEST_MAIL.siteOrigins[1] : TEST_MAIL.siteOrigins[0];
    expect(toClient?.text).toContain(`${site}/session/${id}`);
  });

  it("is not sent for in-person sessions, to invitees who have not accepted, or once the session has started", async () => {
    const visit = await session(4, "In Person");
    await sweep(visit.start - 5 * MINUTE);
    expect(await noticesOf(visit.id)).toHaveLength(0);

    const audio = await session(5, "Online - Audio", "invited");
    await sweep(audio.start - 5 * MINUTE);
    expect((await noticesOf(audio.id)).map((n) => n.userId).sort()).toEqual([clientId, providerId].sort());

    const late = await session(6, "Online - Video");
    await sweep(late.start + MINUTE);
    expect(await noticesOf(late.id)).toHaveLength(0);
  });
});
