import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BookingKit, bookingKit } from "../../test/booking-kit.ts";
import { balanceOf, checkBooks } from "../ledger/ledger.ts";

/**
 * The whole way through the sandbox gateway a demo runs with: the checkout page's Approve or Decline
 * (a plain form post), the browser back on the site, the site polling the status.
 */
describe("paying through the sandbox gateway", () => {
  let k: BookingKit;
  let client = { token: "", id: "" };
  let providerId = "";
  beforeAll(async () => {
    k = await bookingKit(4);
    const c = await k.t.login("client@demo.tranquil.example");
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
  /** Presses a button on the sandbox's checkout page; answers where the browser is sent. */
  const decide = async (authorizationUrl: string, decision: "approve" | "decline" | "abandon") => {
    const page = new URL(authorizationUrl).pathname;
    expect((await k.t.app.request(page)).status).toBe(200);
    const res = await k.t.app.request(page, { method: "POST", body: new URLSearchParams({ decision }) });
    expect(res.status).toBe(303);
    return res.headers.get("Location") ?? "";
  };
  type Started = { metadata: { authorizationUrl: string }; payment: { reference: string } };

  it("tops up: approve, back on the overview, the poll says success and the wallet has it", async () => {
    const wallet = () =>
      balanceOf(k.t.database.db, { kind: "client_wallet", userId: client.id, currency: "NGN" });
    const before = await wallet();
    const res = await send<Started>("POST", "/v1/payment/top-up", { amount: 150_000 }, "sandbox-top-up");
    expect(res.status).toBe(201);
    const { reference } = res.body.payment;
    expect(res.body.metadata.authorizationUrl).toBe(`http://api.test/sandbox/checkout/${reference}`);
    expect((await send<{ status: string }>("GET", `/v1/payment/status/${reference}`)).body.status).toBe(
      "pending",
    );
    expect(await decide(res.body.metadata.authorizationUrl, "approve")).toBe(
      `http://global.test/overview?reference=${reference}`,
    );
    expect((await send<{ status: string }>("GET", `/v1/payment/status/${reference}`)).body.status).toBe(
      "success",
    );
    expect(await wallet()).toBe(before + 150_000);
  });

  it("pays a booking: approve → confirmed; decline or cancel (abandon) → still held, to pay again", async () => {
    const choice = await k.choices(client.token, providerId);
    const [a, b, c] = await k.slots(providerId);
    if (!a || !b || !c) throw new Error("no slots");
    const book = async (slot: string) =>
      (
        await send<{ identifier: string }>("POST", "/v1/booking", {
          therapyIdentifier: choice.therapyIdentifier,
          modalityIdentifier: choice.modalityIdentifier,
          concerns: choice.concerns,
          providerIdentifier: providerId,
          participants: [],
          timeslotIdentifier: slot,
        })
      ).body.identifier;
    for (const [slot, decision, expected] of [
      [a.identifier, "approve", "confirmed"],
      [b.identifier, "decline", "awaiting_payment"],
      [c.identifier, "abandon", "awaiting_payment"],
    ] as const) {
      const id = await book(slot);
      const res = await send<Started>("POST", `/v1/payment/booking/${id}`, {}, `sandbox-${decision}`);
      expect(res.status).toBe(201);
      expect(await decide(res.body.metadata.authorizationUrl, decision)).toBe(
        `http://global.test/payment/${id}?reference=${res.body.payment.reference}`,
      );
      const status = await send<{ status: string }>(
        "GET",
        `/v1/payment/status/${res.body.payment.reference}`,
      );
      expect(status.body.status).toBe(
        { approve: "success", decline: "failed", abandon: "abandoned" }[decision],
      );
      expect((await send<{ status: string }>("GET", `/v1/booking/${id}`)).body.status).toBe(expected);
    }
    // The declined and the cancelled checkout keep their holds (issue 28): those times are not open.
    const open = (await k.slots(providerId)).map((s) => s.identifier);
    expect(open).not.toContain(b.identifier);
    expect(open).not.toContain(c.identifier);
    const books = await checkBooks(k.t.database.db);
    expect([books.unbalanced, books.drifted, books.negative]).toEqual([[], [], []]);
  });
});
