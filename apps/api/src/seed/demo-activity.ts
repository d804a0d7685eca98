import type { Faker } from "@faker-js/faker";
import { deriveSlots } from "@marketplace/domain/availability";
import { seriesBookingRequestSchema, singleBookingRequestSchema } from "@marketplace/domain/booking";
import { userCurrency } from "@marketplace/domain/money";
import { reviewCreateSchema, reviewReplySchema } from "@marketplace/domain/reviews";
import { addDays } from "date-fns";
import { and, asc, eq, gte } from "drizzle-orm";
import type { SessionUser } from "../auth/index.ts";
import { completeSessions, insertOpenSlots } from "../booking-lifecycle/index.ts";
import { createBooking } from "../bookings/index.ts";
import type { Db } from "../db/index.ts";
import * as s from "../db/index.ts";
import { invitationSite } from "../mail/index.ts";
import type { NotifyMail } from "../notifications/index.ts";
import {
  createPaymentGateways,
  decideSandboxCheckout,
  payForBooking,
  SANDBOX_PAYMENTS,
  settlePayment,
  startCheckout,
  TopUpBody,
} from "../payments/index.ts";
import { loadAvailability } from "../providers/index.ts";
import { replyToReview, writeReview } from "../reviews/index.ts";
import { recordSessionHeld } from "../session-rooms/index.ts";

interface DemoIds {
  clientNg: string;
  clientUk: string;
  provider: string;
}

/** What the API's own functions need: the sites and link secret of emails, and the sandbox's origin. */
export interface DemoDeps {
  mail: NotifyMail;
  publicUrl: string;
}

/**
 * Gives the demo accounts a lived-in dashboard: upcoming and past sessions, a review with its reply,
 * the notifications those wrote, unread messages, a wallet top-up and provider earnings.
 *
 * Seeded data obeys the rules of real data: every booking, payment, completion and review goes through
 * the functions the API's routes call (createBooking, payForBooking with the sandbox gateway,
 * settlePayment, completeSessions, writeReview), at the moment it would have happened. A past session
 * is booked a day before it, on a slot derived from its provider's own availability rules, so its
 * length is the provider's session length and its slot's; the notifications and emails those
 * functions write are the ones people would have received. Identifiers of these rows come from the
 * API's functions (ulid), not from the seed's generator.
 */
export async function seedDemoActivity(db: Db, faker: Faker, ids: DemoIds, today: Date, deps: DemoDeps) {
  const newId = () => faker.string.ulid({ refDate: new Date("2026-01-01T00:00:00Z") });
  const { mail } = deps;
  const payments = createPaymentGateways(SANDBOX_PAYMENTS, { db, publicUrl: deps.publicUrl });
  const [video] = await db.select().from(s.modalities).where(eq(s.modalities.name, "Online - Video"));
  const [individual] = await db.select().from(s.therapies).where(eq(s.therapies.name, "Individual Therapy"));
  const [ukProvider] = await db
    .select({ id: s.providerProfiles.userId })
    .from(s.providerProfiles)
    .where(and(eq(s.providerProfiles.countryCode, "GB"), eq(s.providerProfiles.acknowledgeBooking, false)))
    .orderBy(asc(s.providerProfiles.userId))
    .limit(1);
  if (!video || !individual) return;
  const person = async (id: string): Promise<SessionUser> => {
    const [row] = await db.select().from(s.users).where(eq(s.users.id, id));
    if (!row) throw new Error("a demo account is missing");
    return row;
  };
  const clientNg = await person(ids.clientNg);
  const clientUk = await person(ids.clientUk);

  /** The provider's first open slots from `from` on, as the booking screen lists them. */
  const openSlots = async (providerId: string, from: Date, n: number) =>
    db
      .select({ id: s.timeslots.id, endTime: s.timeslots.endTime })
      .from(s.timeslots)
      .where(
        and(
          eq(s.timeslots.providerId, providerId),
          eq(s.timeslots.status, "open"),
          gte(s.timeslots.startTime, from),
        ),
      )
      .orderBy(asc(s.timeslots.startTime))
      .limit(n);

  /** A concern the provider works with: a booking names at least one. */
  const concernOf = async (providerId: string) => {
    const [row] = await db
      .select({ id: s.providerConcerns.itemId })
      .from(s.providerConcerns)
      .where(eq(s.providerConcerns.providerId, providerId))
      .orderBy(asc(s.providerConcerns.itemId))
      .limit(1);
    if (!row) throw new Error("a seeded provider lists no concern");
    return row.id;
  };

  /**
   * The provider's open slots from `from` until today, derived from their own rules as the API derives
   * them (the seed wrote the ones from today on): the times a client could have booked back then.
   */
  const derivePastSlots = async (providerId: string, from: Date) => {
    const stored = await loadAvailability(db, providerId);
    const slots = deriveSlots(stored.rules, stored.timezone, from, today).filter(
      (slot) => slot.endTime <= today,
    );
    if (slots.length === 0) return;
    await insertOpenSlots(db, providerId, slots);
  };

  /**
   * The client pays the series at `at` as the payment screen does, by card: a sandbox checkout the
   * client approves, verified and settled as the status poll does (a free session is confirmed at once).
   */
  const pay = async (client: SessionUser, seriesId: string, at: Date) => {
    const clock = () => at;
    const paid = await payForBooking({ ...mail, db, payments, clock }, client, {
      id: seriesId,
      isSeries: true,
      useWalletBalance: false,
      site: invitationSite(mail.siteOrigins, client.countryCode ?? ""),
    });
    if (paid.kind === "checkout") await approveCheckout(paid.reference, at);
  };

  const approveCheckout = async (reference: string, at: Date) => {
    await decideSandboxCheckout(db, reference, "approve", at);
    const [payment] = await db.select().from(s.payments).where(eq(s.payments.reference, reference));
    const gateway = payment ? payments.named(payment.gateway) : undefined;
    if (!payment?.gatewayReference || !gateway) throw new Error("the seeded checkout is missing");
    const verified = await gateway.verify({ reference, gatewayReference: payment.gatewayReference });
    if (verified.status === "pending") throw new Error("the seeded checkout is still pending");
    await settlePayment({ ...mail, db, clock: () => at }, payment.id, {
      status: verified.status,
      amount: verified.amount,
      currency: verified.currency,
    });
  };

  /** The client books the provider's next `sessions` open times from `at` on, at `at`, and pays. */
  const bookAndPay = async (
    client: SessionUser,
    providerId: string,
    at: Date,
    from: Date,
    sessions: number,
  ) => {
    const slots = await openSlots(providerId, from, sessions);
    const common = {
      therapyIdentifier: individual.id,
      modalityIdentifier: video.id,
      concerns: [await concernOf(providerId)],
      providerIdentifier: providerId,
    };
    const created =
      sessions === 1
        ? await createBooking(
            db,
            client,
            {
              ...singleBookingRequestSchema.parse({ ...common, timeslotIdentifier: slots[0]?.id ?? null }),
              mode: "single",
            },
            at,
            mail,
          )
        : await createBooking(
            db,
            client,
            {
              ...seriesBookingRequestSchema.parse({
                ...common,
                totalSessions: sessions,
                seriesTimeslots: slots.map((slot) => slot.id),
              }),
              mode: "series",
            },
            at,
            mail,
          );
    await pay(client, created.seriesIdentifier, at);
    return { bookingId: created.identifier, end: slots.at(-1)?.endTime ?? at };
  };

  // A session the UK demo client had three weeks ago, booked the day before, then reviewed, with the
  // provider's reply: the home page's carousel and that provider's profile show a review tied to a
  // real session (docs/decisions/027-reviews.md).
  if (ukProvider) {
    const bookedAt = addDays(today, -22);
    await derivePastSlots(ukProvider.id, bookedAt);
    const past = await bookAndPay(clientUk, ukProvider.id, bookedAt, addDays(today, -21), 1);
    // Both met in the session room (issue 30); the completion sweep runs every minute: the session is
    // completed (and earned) as it ends.
    await recordSessionHeld(db, past.bookingId);
    await completeSessions(db, past.end, mail);
    const reviewId = await writeReview(
      db,
      clientUk,
      past.bookingId,
      reviewCreateSchema.parse({
        rating: 4.5,
        comment:
          "I arrived anxious and left with a plan. Practical, warm and never rushed; I would recommend these sessions to a friend.",
      }),
      new Date(past.end.getTime() + 3 * 3_600_000),
    );
    const { reply } = reviewReplySchema.parse({
      reply: "Thank you for trusting me with this. I'm glad the plan is helping.",
    });
    await replyToReview(db, await person(ukProvider.id), reviewId, reply, addDays(past.end, 1));
  }

  // A completed session two weeks ago between the demo client and provider, booked the day before.
  const bookedAt = addDays(today, -15);
  await derivePastSlots(ids.provider, bookedAt);
  const past = await bookAndPay(clientNg, ids.provider, bookedAt, addDays(today, -14), 1);
  await recordSessionHeld(db, past.bookingId);
  await completeSessions(db, past.end, mail);

  // Wallet: a sandbox top-up for each demo client, approved, as the wallet screen starts it.
  for (const client of [clientNg, clientUk]) {
    const amount = client.countryCode === "NG" ? 5_000_000 : 4_000;
    TopUpBody.parse({ amount });
    const started = await startCheckout(
      { db, payments, clock: () => today },
      {
        user: client,
        purpose: "wallet_top_up",
        amount,
        currency: userCurrency(client.countryCode),
        callbackUrl: `${invitationSite(mail.siteOrigins, client.countryCode ?? "")}/overview`,
      },
    );
    await approveCheckout(started.reference, today);
  }

  // Upcoming: two sessions as a series between the demo client and provider, one in the UK.
  await bookAndPay(clientNg, ids.provider, today, today, 2);
  if (ukProvider) await bookAndPay(clientUk, ukProvider.id, today, today, 1);

  // A short conversation with unread messages.
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
