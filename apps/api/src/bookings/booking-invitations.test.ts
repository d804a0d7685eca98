import { BOOKING_API_MESSAGES, INVITEES_PER_CLIENT_PER_DAY } from "@marketplace/domain/booking";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Created, type PaymentKit, paymentKit } from "../../test/payment-kit.ts";
import { outboxMessages } from "../db/schema/index.ts";
import { postNow } from "../ledger/ledger.ts";
import { listOutbox } from "../mail/outbox.ts";

/**
 * Issue 27: a client's booking sent invitations to any ten addresses at once, with a subject carrying
 * the client's chosen name ('Claim your refund at evil.example/r invited you…'), from a booking never
 * paid and cancelled a second later. Invitations now wait for the booking to be paid or confirmed (and
 * are dropped with it), their subject carries no one's words, and a client names at most
 * INVITEES_PER_CLIENT_PER_DAY invitees a day.
 */

let p: PaymentKit;
let inviting = "";
const DAY = 86_400_000;

beforeAll(async () => {
  p = await paymentKit();
  const form = await p.send<{ therapies: { identifier: string; allowInvite: boolean }[] }>(
    "GET",
    `/v1/booking/form?with=${p.provider.id}`,
    p.client.token,
  );
  inviting = form.body.therapies.find((x) => x.allowInvite)?.identifier ?? "";
  expect(inviting, "the demo provider offers a therapy that takes invitees").not.toBe("");
  // The client names themself something meant to be read as an instruction.
  const renamed = await p.send("PATCH", "/v1/client/profile", p.client.token, {
    firstName: "Claim your refund at evil.example/r",
  });
  expect(renamed.status).toBe(200);
});
afterAll(() => p.k.t.close());

/** The client books the demo provider's next open slot (or a session to schedule later) with these invitees. */
async function bookWith(participants: string[], later = false) {
  const [slot] = later ? [] : p.takeSlots(1);
  return p.send<Created & { message: string }>("POST", "/v1/booking", p.client.token, {
    providerIdentifier: p.provider.id,
    // A therapy that takes invitees needs one; another takes none.
    therapyIdentifier: participants.length > 0 ? inviting : p.choice.therapyIdentifier,
    modalityIdentifier: p.choice.modalityIdentifier,
    concerns: p.choice.concerns,
    participants,
    timeslotIdentifier: slot?.identifier ?? null,
  });
}

const invitationsTo = async (email: string) =>
  (await listOutbox(p.db, { to: email })).filter((m) => m.kind === "booking-invitation");

describe("booking invitations (issue 27)", () => {
  it("are not sent for an unpaid booking, and are dropped when it is cancelled", async () => {
    const booked = await bookWith(["held.invitee@example.com"]);
    expect(booked.status).toBe(201);
    expect(booked.body.status).toBe("awaiting_payment");
    expect(await invitationsTo("held.invitee@example.com")).toEqual([]);
    const cancelled = await p.send("POST", `/v1/booking/${booked.body.identifier}/cancel`, p.client.token);
    expect(cancelled.status).toBe(200);
    expect(await invitationsTo("held.invitee@example.com")).toEqual([]);
  });

  it("go out once the booking is paid, with a subject that carries no one's words", async () => {
    const booked = await bookWith(["paid.invitee@example.com"]);
    expect(await invitationsTo("paid.invitee@example.com")).toEqual([]);
    const fee = (
      await p.send<{ totalBookingFee: number }>(
        "GET",
        `/v1/booking/${booked.body.identifier}`,
        p.client.token,
      )
    ).body.totalBookingFee;
    await postNow(p.db, {
      kind: "correction",
      description: "test: fund the wallet",
      currency: "NGN",
      lines: [
        { account: { kind: "gateway_clearing", currency: "NGN", label: "sandbox" }, amount: -fee },
        { account: { kind: "client_wallet", userId: p.client.id, currency: "NGN" }, amount: fee },
      ],
    });
    const paid = await p.money(`/v1/payment/booking/${booked.body.identifier}`, p.client.token, {
      useWalletBalance: true,
      isSeries: false,
    });
    expect(paid.status).toBe(200);
    const mails = await invitationsTo("paid.invitee@example.com");
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe("You are invited to a therapy session on Tranquil");
    // No invitation's subject ever carries the client's name.
    const subjects = await p.db
      .select({ subject: outboxMessages.subject })
      .from(outboxMessages)
      .where(
        and(eq(outboxMessages.kind, "booking-invitation"), like(outboxMessages.subject, "%evil.example%")),
      );
    expect(subjects).toEqual([]);
  });

  it(`lets a client name at most ${INVITEES_PER_CLIENT_PER_DAY} invitees a day (429)`, async () => {
    const used = 2; // the two bookings above, within the day
    const rest = Array.from(
      { length: INVITEES_PER_CLIENT_PER_DAY - used },
      (_, i) => `invitee.${i}@example.com`,
    );
    expect((await bookWith(rest)).status).toBe(201);
    const over = await bookWith(["one.too.many@example.com"]);
    expect([over.status, over.body.message]).toEqual([429, BOOKING_API_MESSAGES.tooManyInvitees]);
    // A booking without invitees still goes through, and a day later the allowance is back.
    expect((await bookWith([])).status).toBe(201);
    p.k.clock.now = new Date(Date.now() + DAY + 60_000);
    expect((await bookWith(["next.day@example.com"], true)).status).toBe(201);
  });
});
