import { and, desc, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Slot } from "../../test/booking-kit.ts";
import { type Created, type PaymentKit, paymentKit } from "../../test/payment-kit.ts";
import { TEST_MAIL } from "../../test/test-app.ts";
import { completeSessions } from "../booking-lifecycle/index.ts";
import { notifications, outboxMessages, providerProfiles } from "../db/schema/index.ts";
import { postNow } from "../ledger/ledger.ts";

/**
 * Every event of decision 029 writes its in-app notification and, unless the person turned that group
 * off, its email — in the transaction of the change.
 */
let p: PaymentKit;
const CLIENT = "client@demo.tranquil.example";
const PROVIDER = "provider@demo.tranquil.example";
const ALL = { bookings: true, reminders: true, payments: true, messages: true, recommendations: true };

beforeAll(async () => {
  p = await paymentKit();
});
afterAll(() => p.k.t.close());
afterEach(async () => {
  p.k.clock.now = new Date();
  await p.withdrawUnpaid();
  for (const token of [p.client.token, p.provider.token]) {
    await p.send("PUT", "/v1/notification/preferences", token, { email: ALL });
  }
});

const notesOf = (userId: string, type: string) =>
  p.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)))
    .orderBy(desc(notifications.createdAt), desc(notifications.id));
const mailsOf = (to: string, kind: string) =>
  p.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.to, to), eq(outboxMessages.kind, kind)))
    .orderBy(desc(outboxMessages.id));

/** The notification and its email: the email links to the same page on the person's site and unsubscribes. */
async function expectNotifiedAndMailed(userId: string, email: string, type: string, linkUrl: string) {
  const notes = await notesOf(userId, type);
  expect(notes.map((n) => n.linkUrl)).toContain(linkUrl);
  const [mail] = await mailsOf(email, type);
  expect(mail, `${type} email to ${email}`).toBeDefined();
  expect(mail?.text).toContain(`${linkUrl}`);
  expect(mail?.text).toMatch(/http:\/\/(global|nigeria)\.test\/unsubscribe\?token=[0-9A-Z]{26}-[a-z]+-/);
  expect(mail?.headers?.["List-Unsubscribe"]).toMatch(
    /^<http:\/\/(global|nigeria)\.test\/unsubscribe\?token=/,
  );
  return { notes, mail };
}

async function fundAndPay(booked: Created, sessions: number) {
  await postNow(p.db, {
    kind: "correction",
    description: "test: fund the wallet",
    currency: "NGN",
    lines: [
      // From outside the platform, as a top-up would: the platform's revenue may not go below zero.
      {
        account: { kind: "gateway_clearing", currency: "NGN", label: "sandbox" },
        amount: -p.choice.fee * sessions,
      },
      {
        account: { kind: "client_wallet", userId: p.client.id, currency: "NGN" },
        amount: p.choice.fee * sessions,
      },
    ],
  });
  const paid = await p.money(`/v1/payment/booking/${booked.seriesIdentifier}`, p.client.token, {
    useWalletBalance: true,
    isSeries: true,
  });
  expect(paid.status).toBe(200);
}

describe("booking events", () => {
  it("a paid booking is confirmed: the client and the provider are told, by email too", async () => {
    const booked = await p.book(p.takeSlots(1));
    await fundAndPay(booked, 1);
    const link = `/booking/${booked.identifier}/summary`;
    const client = await expectNotifiedAndMailed(p.client.id, CLIENT, "in-app-booking-confirmed", link);
    expect(client.notes[0]?.title).toMatch(/^Your session with .+ is confirmed$/);
    const provider = await expectNotifiedAndMailed(p.provider.id, PROVIDER, "in-app-booking-confirmed", link);
    expect(provider.notes[0]?.title).toMatch(/booked a session with you$/);
  });

  it("a provider's booking is confirmed at once: the client is told", async () => {
    const [slot] = p.takeSlots(1);
    const res = await p.send<Created>("POST", "/v1/booking", p.provider.token, {
      therapyIdentifier: p.choice.therapyIdentifier,
      modalityIdentifier: p.choice.modalityIdentifier,
      concerns: p.choice.concerns,
      clientIdentifier: p.client.id,
      participants: [],
      timeslotIdentifier: slot?.identifier,
    });
    expect(res.status).toBe(201);
    await expectNotifiedAndMailed(
      p.client.id,
      CLIENT,
      "in-app-booking-confirmed",
      `/booking/${res.body.identifier}/summary`,
    );
  });

  it("a request to a provider who reviews first asks the provider", async () => {
    await p.db
      .update(providerProfiles)
      .set({ acknowledgeBooking: true })
      .where(eq(providerProfiles.userId, p.provider.id));
    try {
      const booked = await p.book(p.takeSlots(1));
      expect(booked.status).toBe("pending_approval");
      const { notes } = await expectNotifiedAndMailed(
        p.provider.id,
        PROVIDER,
        "in-app-booking-approval-requested",
        `/booking/${booked.identifier}/summary`,
      );
      expect(notes[0]?.title).toMatch(/asked to book a session with you$/);
    } finally {
      await p.db
        .update(providerProfiles)
        .set({ acknowledgeBooking: false })
        .where(eq(providerProfiles.userId, p.provider.id));
    }
  });

  // Issue 28: a provider who reviews requests answered one and the client never heard of it.
  it.each([
    ["accept", "in-app-booking-request-accepted", "accepted"],
    ["decline", "in-app-booking-request-declined", "declined"],
  ] as const)("a request the provider answers (%s) tells the client, by email too, where to go next", async (decision, type, word) => {
    await p.db
      .update(providerProfiles)
      .set({ acknowledgeBooking: true })
      .where(eq(providerProfiles.userId, p.provider.id));
    try {
      const booked = await p.book(p.takeSlots(1));
      expect(booked.status).toBe("pending_approval");
      expect(await notesOf(p.client.id, type)).toHaveLength(0);
      const answered = await p.send("POST", `/v1/booking/${booked.identifier}/approval`, p.provider.token, {
        decision,
      });
      expect(answered.status).toBe(200);
      // Accepted: the payment page of the request; declined: the request page, which offers another time.
      const link =
        decision === "accept"
          ? `/payment/${booked.identifier}`
          : `/booking/request/${booked.seriesIdentifier}`;
      const { notes, mail } = await expectNotifiedAndMailed(p.client.id, CLIENT, type, link);
      const note = notes.find((n) => n.linkUrl === link);
      expect(note?.title).toBe(`Your booking request was ${word}`);
      // The subject (the title) names no one and nothing about the therapy; the text names the provider.
      expect(mail?.subject).toBe(`Your booking request was ${word}`);
      expect(note?.body).toContain(decision === "accept" ? "Pay by" : "Choose another time");
      // The provider, who answered, is not told of their own answer.
      expect(await notesOf(p.provider.id, type)).toHaveLength(0);
    } finally {
      await p.db
        .update(providerProfiles)
        .set({ acknowledgeBooking: false })
        .where(eq(providerProfiles.userId, p.provider.id));
    }
  });

  it("a held session: the client is asked for a review and the provider told of the earning", async () => {
    const [slot] = p.takeSlots(1) as [Slot];
    const booked = await p.book([slot]);
    await fundAndPay(booked, 1);
    await completeSessions(p.db, new Date(Date.parse(slot.endTime) + 60_000), TEST_MAIL);
    await expectNotifiedAndMailed(
      p.client.id,
      CLIENT,
      "in-app-booking-completed",
      `/review/${booked.identifier}`,
    );
    const { notes } = await expectNotifiedAndMailed(
      p.provider.id,
      PROVIDER,
      "in-app-payment-received",
      `/earnings/${booked.identifier}`,
    );
    expect(notes[0]?.title).toMatch(/^You earned ₦[\d,.]+ for a session with /);
  });

  it("a late cancellation's fee credited to the provider is a payment received", async () => {
    const [slot] = p.takeSlots(1) as [Slot];
    const booked = await p.book([slot]);
    await fundAndPay(booked, 1);
    p.k.clock.now = new Date(Date.parse(slot.startTime) - 2 * 3_600_000);
    const res = await p.send("POST", `/v1/booking/${booked.identifier}/cancel`, p.client.token);
    expect(res.status).toBe(200);
    await expectNotifiedAndMailed(
      p.provider.id,
      PROVIDER,
      "in-app-payment-received",
      `/earnings/${booked.identifier}`,
    );
  });
});

describe("preferences", () => {
  it("a group turned off skips the email but keeps the in-app notification", async () => {
    const off = await p.send("PUT", "/v1/notification/preferences", p.client.token, {
      email: { ...ALL, bookings: false },
    });
    expect(off.status).toBe(200);
    const before = (await mailsOf(CLIENT, "in-app-booking-confirmed")).length;
    const providerBefore = (await mailsOf(PROVIDER, "in-app-booking-confirmed")).length;
    const booked = await p.book(p.takeSlots(1));
    await fundAndPay(booked, 1);
    const notes = await notesOf(p.client.id, "in-app-booking-confirmed");
    expect(notes.map((n) => n.linkUrl)).toContain(`/booking/${booked.identifier}/summary`);
    expect((await mailsOf(CLIENT, "in-app-booking-confirmed")).length).toBe(before);
    // The provider's switch is their own.
    expect((await mailsOf(PROVIDER, "in-app-booking-confirmed")).length).toBe(providerBefore + 1);
  });

  it("the emailed unsubscribe link's token turns its group off", async () => {
    const booked = await p.book(p.takeSlots(1));
    await fundAndPay(booked, 1);
    const [mail] = await mailsOf(CLIENT, "in-app-booking-confirmed");
    const token = /\/unsubscribe\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1] ?? "";
    const res = await p.k.t.json<{ key: string }>("/v1/notification/unsubscribe", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ token }),
    });
    expect([res.status, res.body.key]).toEqual([200, "bookings"]);
    const prefs = await p.send<{ email: typeof ALL }>("GET", "/v1/notification/preferences", p.client.token);
    expect(prefs.body.email).toEqual({ ...ALL, bookings: false });
  });
});

describe("new messages", () => {
  const send = (token: string, receiver: string, message: string) => {
    const form = new FormData();
    form.append("receiver", receiver);
    form.append("message", message);
    return p.k.t.json("/v1/messages", {
      method: "POST",
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
  };

  it("notifies the receiver once per conversation while unread, and again after reading", async () => {
    const link = `/messages/${p.client.id}`;
    const count = async () =>
      (await notesOf(p.provider.id, "in-app-new-message")).filter((n) => n.linkUrl === link).length;
    const mails = async () => (await mailsOf(PROVIDER, "in-app-new-message")).length;
    const before = { notes: await count(), mails: await mails() };
    expect((await send(p.client.token, p.provider.id, "Hello")).status).toBe(201);
    expect((await send(p.client.token, p.provider.id, "Are you there?")).status).toBe(201);
    expect(await count()).toBe(before.notes + 1);
    expect(await mails()).toBe(before.mails + 1);
    const { mail } = await expectNotifiedAndMailed(p.provider.id, PROVIDER, "in-app-new-message", link);
    // The email says who wrote, never what.
    expect(mail?.text).not.toContain("Are you there?");
    expect(mail?.html).not.toContain("Hello<");

    const read = await p.send("PUT", `/v1/messages/conversations/${p.client.id}/read`, p.provider.token);
    expect(read.status).toBe(200);
    const unread = await p.db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, p.provider.id),
          eq(notifications.linkUrl, link),
          sql`${notifications.readAt} is null`,
        ),
      );
    expect(unread[0]?.n).toBe(0);
    expect((await send(p.client.token, p.provider.id, "One more")).status).toBe(201);
    expect(await count()).toBe(before.notes + 2);
  });
});
