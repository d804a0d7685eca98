import { MAX_UNPAID_BOOKINGS, MAX_UNPAID_SESSIONS } from "@marketplace/domain/booking";
import {
  type BookingStatus,
  isClaim,
  isFinal,
  NO_SHOW_CONTEST_MS,
  SLOT_KEEPING_STATUSES,
  slotStatusFor,
} from "@marketplace/domain/booking-lifecycle";
import { eq, inArray, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PaymentKit } from "../../test/payment-kit.ts";
import { paymentKit } from "../../test/payment-kit.ts";
import { onPostgres, queryRows, TEST_MAIL } from "../../test/test-app.ts";
import {
  bookingSeries,
  bookings,
  ledgerTransactions,
  noShowClaims,
  payments,
  providerProfiles,
  timeslots,
} from "../db/schema/index.ts";
import { checkBooks, postNow } from "../ledger/ledger.ts";
import { settlePayment } from "../payments/settle.ts";
import {
  completeSessions,
  expireHolds,
  expireRequests,
  insertOpenSlots,
  settleNoShowClaims,
} from "./index.ts";

/**
 * The booking lifecycle's invariants as a property (issue 26, docs/decisions/034-booking-lifecycle.md).
 * Each run draws a sequence of events by random actors — the client books, pays (wallet, or a
 * gateway that reports success or failure), cancels, claims a provider no-show or moves a session;
 * the provider books for the client, answers requests, allows and makes moves, cancels, disputes a
 * no-show claim; another client tries all of it on bookings not theirs; time passes and the platform's
 * jobs expire holds, complete sessions and settle undisputed no-show claims — through the API and the
 * lifecycle module, on slots of its own. After every step:
 * - a slot is held or booked by at most one live booking, and is in the state that booking keeps it
 *   in (held until paid, then booked), open when none keeps it: a cancelled, declined or expired
 *   booking has freed its slot;
 * - a paid booking has its payment posting, each completed session of it its earning and each
 *   cancelled one its refund; an unpaid one has none of these; a client's confirmed booking was paid;
 * - a session with an open no-show claim (decision 039) has neither refund nor earning (its fee is
 *   held), was claimed no sooner than 15 minutes after its start, and a disputed one was disputed
 *   within 48 hours of the claim; a refunded claim was settled no sooner than 48 hours after it;
 * - a completed session was paid for or is free; one cancelled as unpaid (a provider's booking whose
 *   end passed with nothing paid, issue 27) is of a paid therapy and its series was never paid;
 * - nothing moved a session or a series out of a final state;
 * - nobody but the booking's parties changed anything (403/404), and nothing answered 5xx;
 * - the client never holds more unpaid bookings or sessions than allowed, and after a sweep no request
 *   is still waiting past its expiry (docs/decisions/038-unpaid-holds.md).
 * A failure shrinks to the shortest failing sequence and prints fast-check's seed and path; rerun it
 * with LIFECYCLE_PROPERTY_SEED=<seed> LIFECYCLE_PROPERTY_PATH=<path>; LIFECYCLE_PROPERTY_RUNS=<n> sets the
 * number of runs (the first is always EVERY_TRANSITION).
 * On PostgreSQL RUNS × up to LENGTH steps; on PGlite (one connection) a small sample.
 */
const ON_POSTGRES = onPostgres();
const RUNS = ON_POSTGRES ? 25 : 2;
const LENGTH = ON_POSTGRES ? 30 : 8;
const SLOTS = 6;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Who = "client" | "provider" | "other";
type Op =
  | { kind: "book"; by: "client" | "provider"; slot: number; approval: boolean; later: boolean }
  | { kind: "answer"; by: Who; booking: number; decision: "accept" | "decline" }
  | { kind: "pay"; by: Who; booking: number; via: "wallet" | "gateway_ok" | "gateway_fail" }
  | { kind: "cancel"; by: Who; booking: number }
  | { kind: "noShow"; by: Who; booking: number }
  | { kind: "contest"; by: Who; booking: number }
  | { kind: "allow"; by: Who; booking: number }
  | { kind: "reschedule"; by: Who; booking: number; slot: number }
  | { kind: "schedule"; by: Who; booking: number; slot: number }
  | { kind: "wait"; minutes: number }
  /** Time passes to 20 minutes into the run's next session: a no-show claim is open then. */
  | { kind: "intoSession" }
  | { kind: "sweep" };

/**
 * One sequence run before the random ones, so every transition the closing check counts on is reached
 * in every run: random draws reached a client's payment in most runs, not all (every payment drawn
 * could meet a booking that was not waiting for one).
 */
const EVERY_TRANSITION: Op[] = [
  { kind: "book", by: "client", slot: 0, approval: false, later: false },
  { kind: "pay", by: "client", booking: 0, via: "wallet" },
  { kind: "book", by: "client", slot: 1, approval: false, later: false },
  { kind: "wait", minutes: 11 },
  { kind: "sweep" },
  { kind: "book", by: "provider", slot: 2, approval: false, later: false },
  { kind: "book", by: "client", slot: 3, approval: true, later: false },
  { kind: "wait", minutes: 3 * 24 * 60 },
  { kind: "sweep" },
];

const who = fc.constantFrom<Who>("client", "provider", "other");
/** Which of the run's bookings, counted from the newest (recent ones are the likeliest to still move). */
const booking = fc.oneof(
  { weight: 3, arbitrary: fc.constant(0) },
  { weight: 1, arbitrary: fc.nat({ max: 4 }) },
);
const slot = fc.nat({ max: SLOTS - 1 });
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant("book" as const),
      by: fc.constantFrom<"client" | "provider">("client", "client", "provider"),
      slot,
      approval: fc.boolean(),
      later: fc.boolean(),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant("answer" as const),
      by: who,
      booking,
      decision: fc.constantFrom<"accept" | "decline">("accept", "decline"),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant("pay" as const),
      by: who,
      booking,
      via: fc.constantFrom<"wallet" | "gateway_ok" | "gateway_fail">("wallet", "gateway_ok", "gateway_fail"),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("cancel" as const), by: who, booking }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("noShow" as const), by: who, booking }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("contest" as const), by: who, booking }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("allow" as const), by: who, booking }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("reschedule" as const), by: who, booking, slot }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("schedule" as const), by: who, booking, slot }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("wait" as const),
      // A minute, past a 10-minute hold, past a day to pay, past every session of the run (and past
      // a no-show claim's 48 hours to dispute).
      minutes: fc.constantFrom(1, 11, 25 * 60, 3 * 24 * 60),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("intoSession" as const) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("sweep" as const) }) },
);

describe("the booking lifecycle's invariants under random events on PostgreSQL", () => {
  let p: PaymentKit;
  let other = "";
  let currency = "";
  let window = 0;
  const seen = new Map<string, number>();
  const count = (key: string) => seen.set(key, (seen.get(key) ?? 0) + 1);

  beforeAll(async () => {
    p = await paymentKit();
    other = (await p.k.t.login("client.uk@demo.tranquil.example")).token;
    // The client booked and paid this provider once, so the provider may book for them (issue 27).
    const first = await p.book(p.takeSlots(1));
    const series = await p.db
      .select()
      .from(bookingSeries)
      .where(eq(bookingSeries.id, first.seriesIdentifier));
    currency = series[0]?.currencyCode ?? "NGN";
    // Enough on the wallet for every payment of every run (from outside, as a top-up would be).
    await postNow(p.db, {
      kind: "correction",
      description: "test: fund the wallet",
      currency,
      lines: [
        { account: { kind: "gateway_clearing", currency, label: "sandbox" }, amount: -1_000_000_000 },
        { account: { kind: "client_wallet", userId: p.client.id, currency }, amount: 1_000_000_000 },
      ],
    });
    const paid = await p.money(`/v1/payment/booking/${first.identifier}`, p.client.token, {
      useWalletBalance: true,
      isSeries: false,
    });
    expect(paid.status).toBe(200);
  });
  afterAll(async () => {
    await p?.k.t.close();
  });

  async function runSequence(ops: Op[]) {
    const { k, db, client, provider } = p;
    // A window of time of its own, later than every run before: fresh slots, and a clock that only moves on.
    window += 1;
    const base = Date.now() + (60 + window * 5) * DAY;
    k.clock.now = new Date(base - 26 * HOUR);
    await insertOpenSlots(
      db,
      provider.id,
      Array.from({ length: SLOTS }, (_, i) => ({
        startTime: new Date(base + i * 3 * HOUR),
        endTime: new Date(base + i * 3 * HOUR + HOUR),
      })),
    );
    const slotRows = await db
      .select({ id: timeslots.id })
      .from(timeslots)
      .where(
        sql`${timeslots.providerId} = ${provider.id} and ${timeslots.startTime} >= ${new Date(base)} and ${timeslots.startTime} < ${new Date(base + SLOTS * 3 * HOUR)}`,
      )
      .orderBy(timeslots.startTime);
    const slotIds = slotRows.map((s) => s.id);
    expect(slotIds).toHaveLength(SLOTS);
    const sessions: string[] = [];
    const before = new Map<string, BookingStatus>();
    const token = (w: Who) => (w === "client" ? client.token : w === "provider" ? provider.token : other);
    const pick = (i: number) =>
      sessions.length === 0 ? null : (sessions[sessions.length - 1 - (i % sessions.length)] ?? null);

    for (const step of ops) {
      let status = 0;
      let by: Who = "client";
      if (step.kind === "wait") {
        k.clock.now = new Date(k.clock.now.getTime() + step.minutes * 60_000);
      } else if (step.kind === "intoSession") {
        const nowMs = k.clock.now.getTime();
        const next = Array.from({ length: SLOTS }, (_, i) => base + i * 3 * HOUR).find((s) => s > nowMs);
        if (next !== undefined) k.clock.now = new Date(next + 20 * 60_000);
      } else if (step.kind === "sweep") {
        const now = k.clock.now;
        if ((await expireHolds(db, now)) > 0) count("expired");
        if ((await expireRequests(db, now, TEST_MAIL)) > 0) count("request_expired");
        if ((await completeSessions(db, now, TEST_MAIL)) > 0) count("completed");
        const overdue = await queryRows<{ id: string }>(
          db,
          sql`select id from booking_series where status = 'pending_approval' and hold_expires_at <= ${now.toISOString()}::timestamptz`,
        );
        expect(overdue, "a request still waiting past its expiry after a sweep").toEqual([]);
        if ((await settleNoShowClaims(db, now, TEST_MAIL)) > 0) count("settled");
      } else if (step.kind === "book") {
        by = step.by;
        await db
          .update(providerProfiles)
          .set({ acknowledgeBooking: step.approval })
          .where(eq(providerProfiles.userId, provider.id));
        const res = await p.send<{ identifier: string; status: string }>(
          "POST",
          "/v1/booking",
          token(step.by),
          {
            therapyIdentifier: p.choice.therapyIdentifier,
            modalityIdentifier: p.choice.modalityIdentifier,
            concerns: p.choice.concerns,
            participants: [],
            timeslotIdentifier: step.later ? null : slotIds[step.slot],
            ...(step.by === "client" ? { providerIdentifier: provider.id } : { clientIdentifier: client.id }),
          },
        );
        status = res.status;
        if (status === 201) {
          sessions.push(res.body.identifier);
          count(`created:${res.body.status}`);
        }
        count(status === 201 ? `book:${step.by}` : `book:${step.by}:${status}`);
      } else {
        by = step.by;
        const id = pick(step.booking);
        if (!id) continue;
        const t = token(step.by);
        if (step.kind === "answer") {
          status = (await p.send("POST", `/v1/booking/${id}/approval`, t, { decision: step.decision }))
            .status;
        } else if (step.kind === "cancel") {
          status = (await p.send("POST", `/v1/booking/${id}/cancel`, t)).status;
        } else if (step.kind === "noShow") {
          status = (await p.send("POST", `/v1/booking/${id}/provider-no-show`, t)).status;
        } else if (step.kind === "contest") {
          const statement = { statement: "I was there from the start and waited for the client." };
          status = (await p.send("POST", `/v1/booking/${id}/provider-no-show/contest`, t, statement)).status;
        } else if (step.kind === "allow") {
          status = (await p.send("POST", `/v1/appointment/${id}/allow-reschedule`, t, { status: "allowed" }))
            .status;
        } else if (step.kind === "reschedule") {
          const to = { timeslotIdentifier: slotIds[step.slot] };
          status = (await p.send("POST", `/v1/booking/${id}/reschedule`, t, to)).status;
        } else if (step.kind === "schedule") {
          const to = { timeslotIdentifier: slotIds[step.slot] };
          status = (await p.send("POST", `/v1/booking/${id}/schedule`, t, to)).status;
        } else {
          const res = await p.money<{ payment?: { reference: string } }>(`/v1/payment/booking/${id}`, t, {
            useWalletBalance: step.via === "wallet",
            isSeries: false,
          });
          status = res.status;
          const reference = res.body.payment?.reference;
          if (status === 201 && reference) {
            // The gateway reports on its own: the platform settles it (the system pays or lets the hold go).
            const [payment] = await db.select().from(payments).where(eq(payments.reference, reference));
            if (payment) {
              await settlePayment({ db, clock: () => k.clock.now, ...TEST_MAIL }, payment.id, {
                status: step.via === "gateway_fail" ? "failed" : "success",
                amount: payment.amount,
                currency: payment.currencyCode,
              });
              // A declined payment keeps a live hold: the series still waits to be paid (issue 28).
              const [series] = payment.seriesId
                ? await db.select().from(bookingSeries).where(eq(bookingSeries.id, payment.seriesId))
                : [];
              if (
                step.via === "gateway_fail" &&
                series?.holdExpiresAt &&
                series.holdExpiresAt > k.clock.now
              ) {
                expect(series.status).toBe("awaiting_payment");
                count("declined:kept");
              }
            }
          }
        }
        count(
          status >= 200 && status < 300 ? `${step.kind}:${step.by}` : `${step.kind}:${step.by}:${status}`,
        );
      }
      expect(status, `${JSON.stringify(step)} answered ${status}`).toBeLessThan(500);
      if (by === "other" && step.kind !== "book") {
        expect([0, 403, 404]).toContain(status);
      }
      await checkInvariants(sessions, slotIds, before);
    }
  }

  async function checkInvariants(sessions: string[], slotIds: string[], before: Map<string, BookingStatus>) {
    const { db } = p;
    // The client's live unpaid bookings (a lapsed hold no longer counts) stay within the limits.
    const [unpaid] = await queryRows<{ n: number; sessions: number }>(
      db,
      sql`select count(*)::int as n, coalesce(sum(total_sessions), 0)::int as sessions from booking_series
          where client_id = ${p.client.id} and created_by_id = ${p.client.id}
          and status in ('pending_approval', 'awaiting_payment')
          and (hold_expires_at is null or hold_expires_at > ${p.k.clock.now.toISOString()}::timestamptz)`,
    );
    expect(unpaid?.n ?? 0).toBeLessThanOrEqual(MAX_UNPAID_BOOKINGS);
    expect(unpaid?.sessions ?? 0).toBeLessThanOrEqual(MAX_UNPAID_SESSIONS);
    // At most one slot-keeping booking per slot, anywhere.
    const doubled = await queryRows<{ timeslot_id: string }>(
      db,
      sql`select timeslot_id from bookings where timeslot_id is not null
          and status in ('pending_approval', 'awaiting_payment', 'confirmed', 'completed')
          group by timeslot_id having count(*) > 1`,
    );
    expect(doubled).toEqual([]);
    // Each of the run's slots is in the state its keeping booking keeps it in, open when none does.
    const slots = await db.select().from(timeslots).where(inArray(timeslots.id, slotIds));
    const keepers =
      slotIds.length === 0
        ? []
        : await db
            .select({ timeslotId: bookings.timeslotId, status: bookings.status })
            .from(bookings)
            .where(inArray(bookings.timeslotId, slotIds));
    for (const s of slots) {
      const keeper = keepers.find(
        (b) => b.timeslotId === s.id && (SLOT_KEEPING_STATUSES as readonly string[]).includes(b.status),
      );
      expect({ slot: s.id, status: s.status }).toEqual({
        slot: s.id,
        status: keeper ? slotStatusFor(keeper.status) : "open",
      });
    }
    if (sessions.length === 0) return;
    const rows = await db
      .select({ session: bookings, series: bookingSeries })
      .from(bookings)
      .innerJoin(bookingSeries, eq(bookingSeries.id, bookings.seriesId))
      .where(inArray(bookings.id, sessions));
    const keys = await db
      .select({ key: ledgerTransactions.dedupeKey })
      .from(ledgerTransactions)
      .where(
        inArray(ledgerTransactions.dedupeKey, [
          ...rows.map((r) => `booking_payment:${r.series.id}`),
          ...rows.map((r) => `earning:${r.session.id}`),
          ...rows.map((r) => `refund:${r.session.id}`),
        ]),
      );
    const posted = new Set(keys.map((k) => k.key));
    const claims = await db
      .select()
      .from(noShowClaims)
      .where(
        inArray(
          noShowClaims.bookingId,
          rows.map((r) => r.session.id),
        ),
      );
    for (const { session, series } of rows) {
      const paid = posted.has(`booking_payment:${series.id}`);
      const label = { session: session.id, status: session.status, series: series.status, paid };
      const charged = paid && series.bookingFee > 0;
      // Paid: its postings; refunded: its reversal; never paid: no money moved for it.
      expect({ ...label, earning: posted.has(`earning:${session.id}`) }).toEqual({
        ...label,
        earning: charged && session.status === "completed",
      });
      expect({ ...label, refund: posted.has(`refund:${session.id}`) }).toEqual({
        ...label,
        refund: charged && session.status === "cancelled",
      });
      // A no-show claim: made 15 minutes after the start at the soonest; while open the fee is held
      // (neither refund nor earning, checked above); disputed within 48 hours; refunded after them.
      const claim = claims.find((c) => c.bookingId === session.id);
      if (isClaim(session.status)) {
        expect({ ...label, claim: Boolean(claim) }).toEqual({ ...label, claim: true });
        // The series waits for the claim: it is not ended while a session's fee is held.
        expect(label.series).toBe("confirmed");
      }
      if (claim) {
        const start = session.appointmentTime?.getTime() ?? Number.POSITIVE_INFINITY;
        expect(claim.claimedAt.getTime()).toBeGreaterThanOrEqual(start + 15 * 60_000);
        if (claim.contestedAt) {
          expect(claim.contestedAt.getTime()).toBeLessThan(claim.claimedAt.getTime() + NO_SHOW_CONTEST_MS);
        }
        expect(Boolean(claim.contestedAt)).toBe(session.status === "no_show_contested");
        expect(Boolean(claim.settledAt)).toBe(session.status === "cancelled");
        if (claim.settledAt) {
          expect(claim.settledAt.getTime()).toBeGreaterThanOrEqual(
            claim.claimedAt.getTime() + NO_SHOW_CONTEST_MS,
          );
          expect(session.cancelReason).toBe("provider_no_show");
        }
      }
      // Only a session paid for, or free, is held; an unpaid one of a paid therapy whose end passed is
      // cancelled as unpaid, having moved no money (issue 27).
      if (session.status === "completed")
        expect({ ...label, settled: paid || series.bookingFee === 0 }).toEqual({ ...label, settled: true });
      if (session.cancelReason === "unpaid") {
        expect({ ...label, fee: series.bookingFee > 0 }).toEqual({ ...label, paid: false, fee: true });
      }
      // A client's booking is confirmed only once paid (a provider's is confirmed unpaid).
      if (series.createdById === series.clientId && ["confirmed", "completed"].includes(series.status)) {
        expect(label.paid || series.totalBookingFee === 0).toBe(true);
      }
      // Nothing moves a session or its series out of a final state.
      for (const [key, now] of [
        [session.id, session.status],
        [`series:${series.id}`, series.status],
      ] as const) {
        const was = before.get(key);
        if (was && isFinal(was)) expect({ key, status: now }).toEqual({ key, status: was });
        before.set(key, now);
      }
    }
  }

  it(`keeps them over ${RUNS} sequences of up to ${LENGTH} events`, { timeout: 600_000 }, async () => {
    const seed = process.env.LIFECYCLE_PROPERTY_SEED;
    const path = process.env.LIFECYCLE_PROPERTY_PATH;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: LENGTH, size: "max" }), runSequence),
      {
        numRuns: Number(process.env.LIFECYCLE_PROPERTY_RUNS ?? RUNS),
        examples: path ? [] : [[EVERY_TRANSITION]],
        ...(seed ? { seed: Number(seed) } : {}),
        ...(path ? { path } : {}),
      },
    );
    const books = await checkBooks(p.db);
    expect(books.unbalanced).toEqual([]);
    expect(books.negative).toEqual([]);
    if (path || !ON_POSTGRES) return;
    // Requests, holds, provider bookings, payments, expiries and completions are reached in every sample;
    // answers, cancellations, moves and unpaid sessions cancelled by the sweeper (issue 27; always in
    // reviews/review-eligibility.test.ts) are drawn too, but not often enough to require them each time.
    for (const key of [
      "created:pending_approval",
      "created:awaiting_payment",
      "created:confirmed",
      "pay:client",
      "expired",
      "request_expired",
      "completed",
    ]) {
      expect(seen.get(key) ?? 0, `${key} in ${JSON.stringify(Object.fromEntries(seen))}`).toBeGreaterThan(0);
    }
  });
});
