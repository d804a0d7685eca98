import { BOOKING_API_MESSAGES, NO_SHOW_CONTEST_MESSAGES } from "@marketplace/domain/booking";
import { EMAIL_SUBJECTS } from "@marketplace/domain/notifications";
import { and, eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { BookingView, Slot } from "../../test/booking-kit.ts";
import {
  type Created,
  type PaymentKit,
  paymentKit,
  postingsWithKey,
  refundedToWallet,
} from "../../test/payment-kit.ts";
import { TEST_MAIL } from "../../test/test-app.ts";
import { noShowClaims, notifications, outboxMessages } from "../db/schema/index.ts";
import { postNow } from "../ledger/ledger.ts";
import { completeSessions, settleNoShowClaims, startNoShowSweeper } from "./index.ts";

/**
 * Issue 27: a client's claim that the provider did not attend (decision 039). It opens 15 minutes
 * after the start, holds the fee in escrow while the provider may dispute it for 48 hours, tells the
 * provider, and is refunded by the settling job only when undisputed — once.
 */
let p: PaymentKit;
beforeAll(async () => {
  p = await paymentKit();
});
afterAll(() => p.k.t.close());
afterEach(() => {
  p.k.clock.now = new Date();
});

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const at = (ms: number) => {
  p.k.clock.now = new Date(ms);
};
const claim = (id: string) =>
  p.send<BookingView & { message?: string }>("POST", `/v1/booking/${id}/provider-no-show`, p.client.token);
const contest = (id: string, statement: string, token = p.provider.token) =>
  p.send<BookingView & { message?: string }>("POST", `/v1/booking/${id}/provider-no-show/contest`, token, {
    statement,
  });
const posted = (dedupeKey: string) => postingsWithKey(p.db, dedupeKey);
const refundedOf = (bookingId: string) => refundedToWallet(p.db, bookingId);
const noticesFor = (userId: string, bookingId: string) =>
  p.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.type, "in-app-booking-no-show"),
        eq(notifications.linkUrl, `/booking/${bookingId}/summary`),
      ),
    );

/** Books one slot and pays it from exactly enough on the wallet. */
async function bookAndPay(slot: Slot): Promise<Created> {
  const booked = await p.book([slot]);
  await postNow(p.db, {
    kind: "correction",
    description: "test: fund the wallet",
    currency: "NGN",
    lines: [
      { account: { kind: "gateway_clearing", currency: "NGN", label: "sandbox" }, amount: -p.choice.fee },
      { account: { kind: "client_wallet", userId: p.client.id, currency: "NGN" }, amount: p.choice.fee },
    ],
  });
  const paid = await p.money(`/v1/payment/booking/${booked.identifier}`, p.client.token, {
    useWalletBalance: true,
    isSeries: false,
  });
  expect(paid.status).toBe(200);
  return booked;
}

function oneSlot(): Slot {
  const [slot] = p.takeSlots(1);
  if (!slot) throw new Error("no slot");
  return slot;
}

describe("a client's provider-no-show claim", () => {
  it("is refused 7 seconds after the start (the attack), and opens exactly 15 minutes after it", async () => {
    const slot = oneSlot();
    const booked = await bookAndPay(slot);
    const start = Date.parse(slot.startTime);
    const wallet = await p.walletOf(p.client.id);

    at(start + 7_000);
    const early = await claim(booked.identifier);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(BOOKING_API_MESSAGES.noShowTooEarly);
    at(start + 15 * MINUTE - 1);
    expect((await claim(booked.identifier)).status).toBe(409);
    // Nothing moved: no refund, the session is still confirmed, no claim recorded.
    expect(await p.walletOf(p.client.id)).toBe(wallet);
    expect(await posted(`refund:${booked.identifier}`)).toBe(0);
    expect(
      await p.db.select().from(noShowClaims).where(eq(noShowClaims.bookingId, booked.identifier)),
    ).toEqual([]);

    at(start + 15 * MINUTE);
    const made = await claim(booked.identifier);
    expect(made.status).toBe(200);
    expect(made.body.bookings[0]).toMatchObject({
      status: "no_show_claimed",
      cancelReason: null,
      noShowClaim: {
        claimedAt: new Date(start + 15 * MINUTE).toISOString(),
        contestUntil: new Date(start + 15 * MINUTE + 48 * HOUR).toISOString(),
        contestedAt: null,
        statement: null,
        settledAt: null,
      },
    });
    // A second claim on the same session is refused; the provider may not claim at all.
    expect((await claim(booked.identifier)).body.message).toBe(BOOKING_API_MESSAGES.noShowNotOpen);
    expect(
      (await p.send("POST", `/v1/booking/${booked.identifier}/provider-no-show`, p.provider.token)).status,
    ).toBe(403);
  });

  it("tells the provider (in-app, email, live), holds the fee through the session's end, and takes a dispute within 48 hours", async () => {
    const slot = oneSlot();
    const booked = await bookAndPay(slot);
    const start = Date.parse(slot.startTime);

    // The provider's open stream hears of it as soon as the claim commits.
    const stream = await p.k.t.app.request("/v1/stream", {
      headers: { Authorization: `Bearer ${p.provider.token}` },
    });
    const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = "";
    const heard = (async () => {
      const deadline = Date.now() + 5000;
      while (!/event: unread/.test(text) && Date.now() < deadline) {
        const chunk = await reader.read();
        if (chunk.done) break;
        text += decoder.decode(chunk.value, { stream: true });
      }
      await reader.cancel().catch(() => {});
      return text;
    })();
    await new Promise((r) => setTimeout(r, 100));

    at(start + 20 * MINUTE);
    expect((await claim(booked.identifier)).status).toBe(200);
    expect(await heard).toContain("event: unread");

    const notices = await noticesFor(p.provider.id, booked.identifier);
    expect(notices).toHaveLength(1);
    // The title is the email's subject: no names, nothing about the client's health.
    expect(notices[0]?.title).toBe("A client reported that you did not attend a session");
    const mails = await p.db
      .select()
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.kind, "in-app-booking-no-show"),
          sql`${outboxMessages.text} like ${`%/booking/${booked.identifier}/summary%`}`,
        ),
      );
    expect(mails).toHaveLength(1);
    // The subject is the type's fixed one (it shows on a lock screen); the title opens the body.
    expect(mails[0]?.subject).toBe(EMAIL_SUBJECTS["in-app-booking-no-show"]);
    expect(mails[0]?.text).toContain("A client reported that you did not attend a session");

    // The session's end passes and the completion sweeper runs: no earning, no refund, still held
    // (the wallet and the earnings may move for other, seeded sessions the sweep settles: issue 30).
    at(start + 3 * HOUR);
    await completeSessions(p.db, p.k.clock.now, TEST_MAIL);
    const during = await p.send<BookingView>("GET", `/v1/booking/${booked.identifier}`, p.client.token);
    expect(during.body.bookings[0]?.status).toBe("no_show_claimed");
    expect(during.body.status).toBe("confirmed");
    expect(await posted(`earning:${booked.identifier}`)).toBe(0);
    expect(await posted(`refund:${booked.identifier}`)).toBe(0);
    expect(await refundedOf(booked.identifier)).toBe(0);

    // The provider disputes it with a statement, within the 48 hours.
    expect((await contest(booked.identifier, "short")).body.message).toBe(
      NO_SHOW_CONTEST_MESSAGES.statementShort,
    );
    expect((await contest(booked.identifier, "I joined on time", p.client.token)).status).toBe(403);
    at(start + 20 * MINUTE + 48 * HOUR - 1);
    const statement = "I was in the room from the start and wrote to the client at 10 past.";
    const disputed = await contest(booked.identifier, statement);
    expect(disputed.status).toBe(200);
    expect(disputed.body.bookings[0]).toMatchObject({
      status: "no_show_contested",
      noShowClaim: { statement, contestedAt: new Date(start + 20 * MINUTE + 48 * HOUR - 1).toISOString() },
    });
    // The client sees the dispute but not the provider's words; the client is told.
    const seen = await p.send<BookingView>("GET", `/v1/booking/${booked.identifier}`, p.client.token);
    expect(seen.body.bookings[0]?.noShowClaim).toMatchObject({ statement: null });
    expect(seen.body.bookings[0]?.noShowClaim?.contestedAt).not.toBeNull();
    expect(await noticesFor(p.client.id, booked.identifier)).toHaveLength(1);
    expect((await contest(booked.identifier, statement)).status).toBe(409);

    // A disputed claim is never settled by the job: the money stays in escrow for the staff (the
    // job may settle other tests' claims meanwhile, so this one's postings are what is checked).
    expect(await refundedOf(booked.identifier)).toBe(0);
    await settleNoShowClaims(p.db, new Date(start + 30 * 24 * HOUR), TEST_MAIL);
    expect(await posted(`refund:${booked.identifier}`)).toBe(0);
    expect(await posted(`earning:${booked.identifier}`)).toBe(0);
    const held = await p.send<BookingView>("GET", `/v1/booking/${booked.identifier}`, p.client.token);
    expect(held.body.bookings[0]?.status).toBe("no_show_contested");
    await p.expectBooksBalanced();
  });

  it("refuses a dispute after 48 hours; the job refunds an undisputed claim then, exactly once", async () => {
    const slot = oneSlot();
    const booked = await bookAndPay(slot);
    const claimedAt = Date.parse(slot.startTime) + 30 * MINUTE;
    at(claimedAt);
    expect((await claim(booked.identifier)).status).toBe(200);

    // One millisecond before the window ends the job leaves it alone.
    await settleNoShowClaims(p.db, new Date(claimedAt + 48 * HOUR - 1), TEST_MAIL);
    expect(await posted(`refund:${booked.identifier}`)).toBe(0);

    at(claimedAt + 48 * HOUR);
    const late = await contest(booked.identifier, "I was there on time, as my log shows.");
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(BOOKING_API_MESSAGES.contestClosed);

    // The job as main.ts runs it, twice, and a direct run again: one refund, one notice.
    const sweeper = startNoShowSweeper(p.db, pino({ level: "silent" }), TEST_MAIL, () => p.k.clock.now);
    await sweeper.run();
    await sweeper.run();
    await sweeper.stop();
    await settleNoShowClaims(p.db, new Date(claimedAt + 72 * HOUR), TEST_MAIL);
    expect(await posted(`refund:${booked.identifier}`)).toBe(1);
    expect(await refundedOf(booked.identifier)).toBe(p.choice.fee);
    const after = await p.send<BookingView>("GET", `/v1/booking/${booked.identifier}`, p.client.token);
    expect(after.body.bookings[0]).toMatchObject({
      status: "cancelled",
      cancelReason: "provider_no_show",
      lateFee: 0,
      noShowClaim: { settledAt: new Date(claimedAt + 48 * HOUR).toISOString() },
    });
    expect(after.body.status).toBe("cancelled");
    const told = await noticesFor(p.client.id, booked.identifier);
    expect(told.map((n) => n.title)).toEqual(["Your session fee is back in your wallet"]);
    await p.expectBooksBalanced();
  });
});
