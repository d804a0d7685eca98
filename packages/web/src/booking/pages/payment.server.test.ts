import { createApiClient } from "@marketplace/api-client";
import { describe, expect, it } from "vitest";
import { payBooking } from "./payment.server.ts";

interface Seen {
  path: string;
  key: string | null;
  json: unknown;
}

/** An API client over a fake fetch that records each call and answers with one status and body. */
function fakeApi(status: number, body: unknown) {
  const seen: Seen[] = [];
  const api = createApiClient({
    baseUrl: "http://api.test",
    token: "t",
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      seen.push({
        path: new URL(request.url).pathname,
        key: request.headers.get("Idempotency-Key"),
        json: await request.json(),
      });
      return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
    },
  });
  return { api, seen };
}

const SESSION = "01JSESSION0000000000000001";
const SERIES = "01JSERIES00000000000000001";
const KEY = "7b7c1f2e-3a4b-4c5d-8e9f-0a1b2c3d4e5f";
const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries({ intent: "pay", session: SESSION, idempotencyKey: KEY, ...fields }))
    f.set(k, v);
  return f;
};
const site = "http://global.test";

describe("paying for a booking from its page", () => {
  it("sends the form's Idempotency-Key, the wallet choice, the series and the site", async () => {
    const { api, seen } = fakeApi(200, { status: "success", payment: { reference: "tq-1" } });
    const result = await payBooking(
      api,
      form({ useWalletBalance: "on" }),
      { id: SERIES, isSeries: true },
      site,
    );
    expect(result).toEqual({ intent: "pay", kind: "paid", session: SESSION });
    expect(seen).toEqual([
      {
        path: `/v1/payment/booking/${SERIES}`,
        key: KEY,
        json: { useWalletBalance: true, isSeries: true, site },
      },
    ]);
  });

  it("answers the checkout's address, followed by the page's script or by a redirect", async () => {
    const started = { metadata: { authorizationUrl: "http://api.test/sandbox/checkout/tq-1" }, payment: {} };
    const plain = await payBooking(
      fakeApi(201, started).api,
      form({}),
      { id: SESSION, isSeries: false },
      site,
    );
    expect(plain).toEqual({
      intent: "pay",
      kind: "checkout",
      authorizationUrl: "http://api.test/sandbox/checkout/tq-1",
      byScript: false,
    });
    const { api, seen } = fakeApi(201, started);
    const scripted = await payBooking(api, form({ via: "fetcher" }), { id: SESSION, isSeries: false }, site);
    expect(scripted).toMatchObject({ kind: "checkout", byScript: true });
    expect(seen[0]?.json).toEqual({ useWalletBalance: false, isSeries: false, site });
  });

  it("shows the API's message on a refusal (a lapsed hold), the payment's generic one otherwise", async () => {
    const lapsed = "The time held for this booking has run out. Please book again.";
    const refused = await payBooking(
      fakeApi(409, { message: lapsed }).api,
      form({}),
      { id: SESSION, isSeries: false },
      site,
    );
    expect(refused).toEqual({ intent: "pay", kind: "error", message: lapsed });
    const broken = await payBooking(fakeApi(502, {}).api, form({}), { id: SESSION, isSeries: false }, site);
    expect(broken).toEqual({ intent: "pay", kind: "error", message: "Payment failed. Please try again." });
  });

  it("refuses a form without a usable key or session before calling the API", async () => {
    const { api, seen } = fakeApi(200, {});
    await expect(
      payBooking(api, form({ idempotencyKey: "short" }), { id: SESSION, isSeries: false }, site),
    ).rejects.toBeInstanceOf(Response);
    expect(seen).toEqual([]);
  });
});
