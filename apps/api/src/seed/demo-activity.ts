import type { Faker } from "@faker-js/faker";
import { addDays } from "date-fns";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import * as s from "../db/schema/index.ts";
import { postNow } from "../ledger/ledger.ts";
import { bookingPaymentPosting, sessionEarningPosting, topUpPosting } from "../ledger/postings.ts";
import { refreshProviderRating } from "../reviews/review-queries.ts";

interface DemoIds {
  clientNg: string;
  clientUk: string;
  provider: string;
}

/**
 * Gives the demo accounts a lived-in dashboard: upcoming and past sessions, a pending request,
 * unread notifications and messages, a wallet top-up and provider earnings.
 */
export async function seedDemoActivity(db: Db, faker: Faker, ids: DemoIds, today: Date) {
  const newId = () => faker.string.ulid({ refDate: new Date("2026-01-01T00:00:00Z") });
  const [video] = await db.select().from(s.modalities).where(eq(s.modalities.name, "Online - Video"));
  const [individual] = await db.select().from(s.therapies).where(eq(s.therapies.name, "Individual Therapy"));
  const [fees] = await db.select().from(s.bookingFees).where(eq(s.bookingFees.providerId, ids.provider));
  const [ukProvider] = await db
    .select({ id: s.providerProfiles.userId, fee: s.bookingFees.generalFee })
    .from(s.providerProfiles)
    .innerJoin(s.bookingFees, eq(s.bookingFees.providerId, s.providerProfiles.userId))
    .where(and(eq(s.providerProfiles.countryCode, "GB"), eq(s.providerProfiles.acknowledgeBooking, false)))
    .orderBy(asc(s.providerProfiles.userId))
    .limit(1);
  if (!video || !individual || !fees) return;

  const openSlots = async (providerId: string, n: number) =>
    db
      .select()
      .from(s.timeslots)
      .where(and(eq(s.timeslots.providerId, providerId), eq(s.timeslots.status, "open")))
      .orderBy(asc(s.timeslots.startTime))
      .limit(n);

  const paidSeries: { clientId: string; seriesId: string; currency: string; amount: number }[] = [];
  const book = async (
    clientId: string,
    providerId: string,
    fee: number,
    currencyCode: string,
    slots: (typeof s.timeslots.$inferSelect)[],
    status: "confirmed" | "pending_approval",
  ) => {
    const seriesId = newId();
    await db.insert(s.bookingSeries).values({
      id: seriesId,
      clientId,
      providerId,
      createdById: clientId,
      therapyId: individual.id,
      modalityId: video.id,
      totalSessions: slots.length,
      bookingFee: fee,
      totalBookingFee: fee * slots.length,
      currencyCode,
      appointmentDuration: 50,
      status,
    });
    for (const slot of slots) {
      await db.insert(s.bookings).values({
        id: newId(),
        seriesId,
        timeslotId: slot.id,
        appointmentTime: slot.startTime,
        appointmentEndTime: slot.endTime,
        status,
      });
    }
    if (slots.length > 0) {
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
    if (status === "confirmed") {
      paidSeries.push({ clientId, seriesId, currency: currencyCode, amount: fee * slots.length });
    }
    return seriesId;
  };

  // Two upcoming sessions as a series, and a past completed one, between the demo client and provider.
  await book(
    ids.clientNg,
    ids.provider,
    fees.generalFee,
    fees.currencyCode,
    await openSlots(ids.provider, 2),
    "confirmed",
  );
  const pastSeries = newId();
  const pastStart = addDays(today, -14);
  pastStart.setUTCHours(10, 0, 0, 0);
  await db.insert(s.bookingSeries).values({
    id: pastSeries,
    clientId: ids.clientNg,
    providerId: ids.provider,
    createdById: ids.clientNg,
    therapyId: individual.id,
    modalityId: video.id,
    totalSessions: 1,
    bookingFee: fees.generalFee,
    totalBookingFee: fees.generalFee,
    currencyCode: fees.currencyCode,
    appointmentDuration: 50,
    status: "completed",
  });
  paidSeries.push({
    clientId: ids.clientNg,
    seriesId: pastSeries,
    currency: fees.currencyCode,
    amount: fees.generalFee,
  });
  const pastBooking = newId();
  await db.insert(s.bookings).values({
    id: pastBooking,
    seriesId: pastSeries,
    appointmentTime: pastStart,
    appointmentEndTime: new Date(pastStart.getTime() + 50 * 60_000),
    status: "completed",
  });
  if (ukProvider) {
    await book(
      ids.clientUk,
      ukProvider.id,
      ukProvider.fee,
      "GBP",
      await openSlots(ukProvider.id, 1),
      "confirmed",
    );
  }

  // A session the UK demo client had and reviewed, with the provider's reply: the home page's carousel
  // and that provider's profile show a review tied to a real session (docs/decisions/027-reviews.md).
  let reviewedSession: { bookingId: string; providerId: string; fee: number } | null = null;
  if (ukProvider) {
    const seriesId = newId();
    const start = addDays(today, -21);
    start.setUTCHours(15, 0, 0, 0);
    await db.insert(s.bookingSeries).values({
      id: seriesId,
      clientId: ids.clientUk,
      providerId: ukProvider.id,
      createdById: ids.clientUk,
      therapyId: individual.id,
      modalityId: video.id,
      totalSessions: 1,
      bookingFee: ukProvider.fee,
      totalBookingFee: ukProvider.fee,
      currencyCode: "GBP",
      appointmentDuration: 50,
      status: "completed",
    });
    paidSeries.push({ clientId: ids.clientUk, seriesId, currency: "GBP", amount: ukProvider.fee });
    const bookingId = newId();
    await db.insert(s.bookings).values({
      id: bookingId,
      seriesId,
      appointmentTime: start,
      appointmentEndTime: new Date(start.getTime() + 50 * 60_000),
      status: "completed",
    });
    await db.insert(s.reviews).values({
      id: newId(),
      providerId: ukProvider.id,
      clientId: ids.clientUk,
      bookingId,
      rating: 9,
      comment:
        "I arrived anxious and left with a plan. Practical, warm and never rushed; I would recommend these sessions to a friend.",
      reply: "Thank you for trusting me with this. I'm glad the plan is helping.",
      repliedAt: addDays(start, 1),
      createdAt: new Date(start.getTime() + 3 * 3_600_000),
    });
    await refreshProviderRating(db, ukProvider.id);
    reviewedSession = { bookingId, providerId: ukProvider.id, fee: ukProvider.fee };
  }

  // Wallet: a completed sandbox top-up for each demo client, and the payments for the sessions above,
  // posted to the ledger as the payment routes would.
  for (const [userId, amount, currencyCode] of [
    [ids.clientNg, 5_000_000, "NGN"],
    [ids.clientUk, 4_000, "GBP"],
  ] as const) {
    const paymentId = newId();
    await db.insert(s.payments).values({
      id: paymentId,
      userId,
      reference: `seed-${paymentId.toLowerCase()}`,
      purpose: "wallet_top_up",
      amount,
      currencyCode,
      gateway: "sandbox",
      status: "success",
    });
    await postNow(
      db,
      topUpPosting({ userId, amount, currency: currencyCode, gateway: "sandbox", paymentId }),
    );
  }
  // A free session moves no money: nothing to post.
  for (const paid of paidSeries.filter((p) => p.amount > 0)) {
    await postNow(
      db,
      bookingPaymentPosting({ ...paid, fromWallet: 0, fromGateway: paid.amount, gateway: "sandbox" }),
    );
  }
  // The completed session's fee is the provider's earning.
  if (fees.generalFee > 0) {
    await postNow(
      db,
      sessionEarningPosting({
        providerId: ids.provider,
        bookingId: pastBooking,
        fee: fees.generalFee,
        currency: fees.currencyCode,
      }),
    );
  }

  if (reviewedSession && reviewedSession.fee > 0) {
    await postNow(
      db,
      sessionEarningPosting({
        providerId: reviewedSession.providerId,
        bookingId: reviewedSession.bookingId,
        fee: reviewedSession.fee,
        currency: "GBP",
      }),
    );
  }

  // Notifications (spec types) and a short conversation with unread messages.
  await db.insert(s.notifications).values([
    {
      id: newId(),
      userId: ids.clientNg,
      type: "in-app-booking-confirmed",
      title: "Your session is confirmed",
      linkUrl: `/booking/${pastBooking}/summary`,
    },
    {
      id: newId(),
      userId: ids.clientNg,
      type: "in-app-booking-completed",
      title: "How was your session?",
      linkUrl: `/review/${pastBooking}`,
    },
    {
      id: newId(),
      userId: ids.clientNg,
      type: "in-app-booking-provider-recommendation",
      title: "Providers you might like",
      linkUrl: `/recommended-provider/${pastBooking}`,
    },
    {
      id: newId(),
      userId: ids.provider,
      type: "in-app-booking-confirmed",
      title: "New session booked",
      linkUrl: `/booking/${pastBooking}/summary`,
    },
  ]);
  const conversation: Array<[from: string, to: string, body: string, read: boolean]> = [
    [ids.clientNg, ids.provider, "Hello, I'm looking forward to our session next week.", true],
    [ids.provider, ids.clientNg, "Hi Amara, me too. Is there anything you'd like to focus on first?", true],
    [ids.clientNg, ids.provider, "Mostly sleep, and feeling anxious before work.", true],
    [ids.provider, ids.clientNg, "Thank you for sharing that. We'll start there.", false],
    [
      ids.provider,
      ids.clientNg,
      "I've attached nothing yet, just a note: try the breathing exercise we discussed.",
      false,
    ],
  ];
  let minute = 0;
  for (const [fromId, toId, body, read] of conversation) {
    minute += 7;
    const at = new Date(addDays(today, -2).getTime() + minute * 60_000);
    await db
      .insert(s.messages)
      .values({ id: newId(), fromId, toId, body, createdAt: at, readAt: read ? at : null });
  }
}
