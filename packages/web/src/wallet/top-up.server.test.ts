import type { ApiClient } from "@marketplace/api-client";
import { GENERIC_MESSAGES } from "@marketplace/domain/errors";
import { describe, expect, it } from "vitest";
import { paymentOutcome, topUp } from "./top-up.server.ts";

interface Call {
  method: string;
  path: string;
  options: unknown;
}

/** An API client that answers each path with what the test gives it and records the calls. */
function fakeApi(answers: Record<string, { status: number; data?: unknown; error?: unknown } | Error>) {
  const calls: Call[] = [];
  const call = (method: string) => async (path: string, options: unknown) => {
    calls.push({ method, path, options });
    const answer = answers[`${method} ${path}`];
    if (answer instanceof Error) throw answer;
    if (!answer)
      return { data: undefined, error: { message: "nope" }, response: new Response(null, { status: 404 }) };
    return {
      data: answer.data,
      error: answer.error,
      response: new Response(null, { status: answer.status }),
    };
  };
  return { api: { GET: call("GET"), POST: call("POST") } as unknown as ApiClient, calls };
}

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

const wallet = { status: 200, data: { balance: 0, currency: "NGN" } };
const started = {
  status: 201,
  data: {
    metadata: { authorizationUrl: "http://api.test/sandbox/checkout/tq-1" },
    payment: { reference: "tq-1" },
  },
};

describe("the top-up action", () => {
  it("sends minor units with the form's Idempotency-Key and redirects (302) to the checkout", async () => {
    const { api, calls } = fakeApi({ "GET /v1/wallet": wallet, "POST /v1/payment/top-up": started });
    const answer = await topUp(api, form({ amount: "5,000", idempotencyKey: "key-1" }));
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(302);
    expect((answer as Response).headers.get("Location")).toBe("http://api.test/sandbox/checkout/tq-1");
    const post = calls.find((c) => c.method === "POST");
    expect(post?.options).toMatchObject({
      params: { header: { "idempotency-key": "key-1" } },
      body: { amount: 500_000 },
    });
  });

  it("answers the URL to a form the script runs", async () => {
    const { api } = fakeApi({ "GET /v1/wallet": wallet, "POST /v1/payment/top-up": started });
    expect(await topUp(api, form({ amount: "5000", idempotencyKey: "k", mode: "js" }))).toEqual({
      intent: "top-up",
      ok: true,
      authorizationUrl: "http://api.test/sandbox/checkout/tq-1",
    });
  });

  it("checks the amount in the wallet's currency before calling the API", async () => {
    const { api, calls } = fakeApi({ "GET /v1/wallet": wallet });
    expect(await topUp(api, form({ amount: "50", idempotencyKey: "k" }))).toMatchObject({
      ok: false,
      amount: "50",
      amountError: "The smallest top-up is ₦100",
    });
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("shows the API's refusal: a field's beside the field, the rest in the banner", async () => {
    const refused = {
      status: 400,
      error: { message: "Invalid", errors: ["amount: Enter an amount of at most 1,000,000"] },
    };
    const { api } = fakeApi({ "GET /v1/wallet": wallet, "POST /v1/payment/top-up": refused });
    expect(await topUp(api, form({ amount: "5000", idempotencyKey: "k" }))).toMatchObject({
      ok: false,
      amountError: "Enter an amount of at most 1,000,000",
    });
    const down = fakeApi({ "GET /v1/wallet": wallet, "POST /v1/payment/top-up": { status: 502, error: {} } });
    expect(await topUp(down.api, form({ amount: "5000", idempotencyKey: "k" }))).toMatchObject({
      ok: false,
      message: GENERIC_MESSAGES.payment,
    });
  });

  it("refuses a form without its key", async () => {
    const { api, calls } = fakeApi({ "GET /v1/wallet": wallet });
    expect(await topUp(api, form({ amount: "5000" }))).toMatchObject({
      ok: false,
      message: GENERIC_MESSAGES.generic,
    });
    expect(calls).toEqual([]);
  });
});

describe("the payment the gateway returned with", () => {
  const request = (query: string) => new Request(`http://site.test/overview${query}`);
  it("is nothing without a reference", async () => {
    expect(await paymentOutcome(fakeApi({}).api, request(""))).toBeNull();
  });
  it("reads 'success' as the only success, a cancelled checkout as cancelled and any other final status as a failure", async () => {
    const path = "GET /v1/payment/status/{reference}";
    const status = (s: string) => fakeApi({ [path]: { status: 200, data: { status: s } } }).api;
    expect(await paymentOutcome(status("success"), request("?reference=tq-1"))).toEqual({
      reference: "tq-1",
      status: "success",
    });
    expect((await paymentOutcome(status("pending"), request("?reference=tq-1")))?.status).toBe("pending");
    expect((await paymentOutcome(status("failed"), request("?reference=tq-1")))?.status).toBe("failed");
    // A cancelled checkout is said to be cancelled, not failed (issue 28).
    expect((await paymentOutcome(status("abandoned"), request("?reference=tq-1")))?.status).toBe("cancelled");
    expect((await paymentOutcome(fakeApi({}).api, request("?reference=someone-elses")))?.status).toBe(
      "failed",
    );
  });
  it("keeps asking while the API cannot answer", async () => {
    const path = "GET /v1/payment/status/{reference}";
    expect(
      (await paymentOutcome(fakeApi({ [path]: new Error("down") }).api, request("?reference=r")))?.status,
    ).toBe("pending");
    expect(
      (await paymentOutcome(fakeApi({ [path]: { status: 503 } }).api, request("?reference=r")))?.status,
    ).toBe("pending");
  });
});
