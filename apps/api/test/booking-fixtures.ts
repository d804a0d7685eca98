import { and, asc, eq, gte, inArray } from "drizzle-orm";
import { ulid } from "ulid";
import * as s from "../src/db/schema/index.ts";
import { bookingPaymentPosting, post } from "../src/ledger/index.ts";
import { MODALITIES } from "../src/seed/catalogue-data.ts";
import type { TestApp } from "./test-app.ts";

/** A new client, signed up and confirmed through the API; answers their session. */
export async function signUpClient(t: TestApp, email: string, firstName = "Invited") {
  const password = "invited-client-1";
  await t.json("/v1/auth/signup", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      firstName,
      lastName: "Person",
      email,
      password,
      acceptTerms: true,
      healthDataConsent: true,
    }),
  });
  await t.json("/v1/auth/confirm-email", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ token: await t.linkToken(email, "/confirm-email") }),
  });
  return t.login(email, password);
}

export interface BookingFixture {
  seriesId: string;
  bookingIds: string[];
  slotIds: string[];
  participantIds: string[];
}

/**
 * A booking written straight to the database (as the seed does), on the provider's first open slots
 * at least `daysAhead` days away, for tests of what happens after a booking exists.
 */
export async function insertBooking(
  t: TestApp,
  options: {
    clientId: string;
    providerId: string;
    sessions?: number;
    status?: "confirmed" | "awaiting_payment" | "pending_approval" | "cancelled";
    participants?: string[];
    daysAhead?: number;
    /** Who made the booking: the client (the default) or the provider. */
    createdBy?: "client" | "provider";
    /** The series' payment is on the ledger (paid through the sandbox gateway), as a client's confirmed booking is. */
    paid?: boolean;
    /** The session fee in minor units (10,000 by default; 0 is a free therapy). */
    fee?: number;
  },
): Promise<BookingFixture> {
  const db = t.database.db;
  const status = options.status ?? "confirmed";
  const fee = options.fee ?? 10_000;
  const from = new Date(Date.now() + (options.daysAhead ?? 7) * 86_400_000);
  const slots = await db
    .select()
    .from(s.timeslots)
    .where(
      and(
        eq(s.timeslots.providerId, options.providerId),
        eq(s.timeslots.status, "open"),
        gte(s.timeslots.startTime, from),
      ),
    )
    .orderBy(asc(s.timeslots.startTime))
    .limit(options.sessions ?? 1);
  const [therapy] = await db.select().from(s.therapies).limit(1);
  const [modality] = await db
    .select()
    .from(s.modalities)
    .where(eq(s.modalities.name, MODALITIES[0]?.name ?? ""));
  if (!therapy || !modality || slots.length === 0) throw new Error("no therapy, modality or open slot");
  const seriesId = ulid();
  await db.insert(s.bookingSeries).values({
    id: seriesId,
    clientId: options.clientId,
    providerId: options.providerId,
    createdById: options.createdBy === "provider" ? options.providerId : options.clientId,
    therapyId: therapy.id,
    modalityId: modality.id,
    totalSessions: slots.length,
    bookingFee: fee,
    totalBookingFee: fee * slots.length,
    currencyCode: "NGN",
    appointmentDuration: 50,
    status,
  });
  const bookingIds = slots.map(() => ulid());
  await db.insert(s.bookings).values(
    slots.map((slot, i) => ({
      id: bookingIds[i] ?? "",
      seriesId,
      timeslotId: status === "cancelled" ? null : slot.id,
      appointmentTime: slot.startTime,
      appointmentEndTime: slot.endTime,
      status,
    })),
  );
  if (status !== "cancelled") {
    await db
      .update(s.timeslots)
      .set({ status: status === "confirmed" ? "booked" : "held" })
      .where(
        inArray(
          s.timeslots.id,
          slots.map((slot) => slot.id),
        ),
      );
  }
  if (options.paid && fee > 0) {
    await post(
      db,
      bookingPaymentPosting({
        clientId: options.clientId,
        seriesId,
        currency: "NGN",
        fromWallet: 0,
        fromGateway: fee * slots.length,
      }),
    );
  }
  const participantIds = (options.participants ?? []).map(() => ulid());
  if (participantIds.length > 0) {
    await db
      .insert(s.bookingParticipants)
      .values(
        (options.participants ?? []).map((email, i) => ({ id: participantIds[i] ?? "", seriesId, email })),
      );
  }
  return { seriesId, bookingIds, slotIds: slots.map((slot) => slot.id), participantIds };
}
