import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BookingKit, bookingKit } from "../../test/booking-kit.ts";
import { signUpClient } from "../../test/sign-up.ts";
import { checkBooks } from "../ledger/ledger.ts";

/**
 * Issue 28: the wallet's history left out sessions paid by card (their money never touched the
 * wallet). The statement lists the card part of each session payment beside the wallet's entries,
 * labelled by its account, in the booking's currency, with its receipt.
 */
describe("the statement lists card payments", () => {
  let k: BookingKit;
  let client = { token: "", id: "" };
  let providerId = "";
  beforeAll(async () => {
    k = await bookingKit(4);
    const c = await signUpClient(k.t, "card.payer@example.com");
    client = { token: c.token, id: c.user.identifier };
    providerId = (await k.t.login("provider@demo.tranquil.example")).user.identifier;
  });
  afterAll(() => k.t.close());

  const send = <T>(method: string, path: string, body?: unknown, key?: string) =>
    k.t.json<T & { message?: string }>(path, {
      method,
      headers: {
        Authorization: `Bearer ${client.token}`,
        "Content-Type": "application/json",
        ...(key ? { "Idempotency-Key": key } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const approve = async (authorizationUrl: string) => {
    const page = new URL(authorizationUrl).pathname;
    expect((await k.t.app.request(page)).status).toBe(200);
    const res = await k.t.app.request(page, {
      method: "POST",
      body: new URLSearchParams({ decision: "approve" }),
    });
    expect(res.status).toBe(303);
  };
  type Started = { metadata: { authorizationUrl: string }; payment: { reference: string } };
  type Line = {
    kind: string;
    account: string;
    amount: number;
    currency: string;
    description: string;
    paymentReference: string | null;
    seriesIdentifier: string | null;
  };

  it("a session paid by card shows as paid by card, after a top-up, with the right total and currency", async () => {
    const topUp = await send<Started>("POST", "/v1/payment/top-up", { amount: 20_000 }, "statement-top-up");
    expect(topUp.status).toBe(201);
    await approve(topUp.body.metadata.authorizationUrl);
    const topped = await send<{ status: string }>(
      "GET",
      `/v1/payment/status/${topUp.body.payment.reference}`,
    );
    expect(topped.body.status).toBe("success");

    const choice = await k.choices(client.token, providerId);
    const [slot] = await k.slots(providerId);
    if (!slot) throw new Error("no slot");
    const booked = await send<{ identifier: string; seriesIdentifier: string }>("POST", "/v1/booking", {
      therapyIdentifier: choice.therapyIdentifier,
      modalityIdentifier: choice.modalityIdentifier,
      concerns: choice.concerns,
      providerIdentifier: providerId,
      participants: [],
      timeslotIdentifier: slot.identifier,
    });
    expect(booked.status).toBe(201);
    // The card pays it all: the wallet is left as it is.
    const paid = await send<Started>(
      "POST",
      `/v1/payment/booking/${booked.body.identifier}`,
      { useWalletBalance: false },
      "statement-card",
    );
    expect(paid.status).toBe(201);
    await approve(paid.body.metadata.authorizationUrl);
    // Back on the site, the page's poll of the status settles it.
    const status = await send<{ status: string }>("GET", `/v1/payment/status/${paid.body.payment.reference}`);
    expect(status.body.status).toBe("success");
    const view = await send<{ status: string; totalBookingFee: number; currency: string }>(
      "GET",
      `/v1/booking/${booked.body.identifier}`,
    );
    expect(view.body.status).toBe("confirmed");

    const statement = await send<{ data: Line[]; meta: { total: number } }>("GET", "/v1/wallet/transactions");
    expect(statement.status).toBe(200);
    expect(statement.body.meta.total).toBe(2);
    const [card, top] = statement.body.data;
    expect(card).toMatchObject({
      kind: "booking_payment",
      account: "gateway_clearing",
      amount: -view.body.totalBookingFee,
      currency: view.body.currency,
      description: "Session payment",
      paymentReference: paid.body.payment.reference,
      seriesIdentifier: booked.body.seriesIdentifier,
    });
    expect(top).toMatchObject({ kind: "top_up", account: "client_wallet", amount: 20_000 });
    // The wallet's balance is the wallet's own entries: the card payment is not taken from it.
    expect((await send<{ balance: number }>("GET", "/v1/wallet")).body.balance).toBe(20_000);

    // The provider's statement is their earnings only: the client's card is not theirs.
    const provider = await k.t.login("provider@demo.tranquil.example");
    const theirs = await k.t.json<{ data: Line[] }>("/v1/wallet/transactions", {
      headers: { Authorization: `Bearer ${provider.token}` },
    });
    expect(theirs.body.data.every((l) => l.account === "provider_earnings")).toBe(true);
    // And the data export's transactions are the same statement.
    const exported = await send<{ transactions: Array<{ account: string; kind: string }> }>(
      "GET",
      "/v1/me/export",
    );
    expect(exported.body.transactions.map((t) => [t.kind, t.account])).toEqual([
      ["booking_payment", "gateway_clearing"],
      ["top_up", "client_wallet"],
    ]);
    const books = await checkBooks(k.t.database.db);
    expect([books.unbalanced, books.drifted, books.negative]).toEqual([[], [], []]);
  });
});
