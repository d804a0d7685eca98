import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  PAYSTACK_TEST_KEY,
  paystackChargeSuccess,
  signPaystack,
  startPaystackStandIn,
} from "../../../test/paystack-stand-in.ts";
import { GatewayError, WebhookSignatureError } from "./gateway.ts";
import { createPaystackGateway, paystackStatus } from "./paystack-gateway.ts";

let paystack: Awaited<ReturnType<typeof startPaystackStandIn>>;
let gateway: ReturnType<typeof createPaystackGateway>;
const callbackUrl = "http://nigeria.test/wallet?tab=top-up";

beforeAll(async () => {
  paystack = await startPaystackStandIn();
  gateway = createPaystackGateway({ secretKey: PAYSTACK_TEST_KEY, baseUrl: paystack.url });
});
afterAll(() => paystack.close());

const start = (reference: string, amount = 1_500_000) =>
  gateway.initialize({ reference, amount, currency: "NGN", email: "ada@example.com", callbackUrl });

describe("the Paystack gateway", () => {
  it("initializes with the amount in kobo, the secret key as Bearer, and answers the authorization URL", async () => {
    const started = await start("ref-init");
    expect(started.authorizationUrl).toMatch(/^https:\/\/checkout\.paystack\.test\//);
    expect(started.gatewayReference).toBe("ref-init");
    const sent = paystack.requests.at(-1);
    expect(sent?.method).toBe("POST");
    expect(sent?.path).toBe("/transaction/initialize");
    expect(sent?.headers.authorization).toBe(`Bearer ${PAYSTACK_TEST_KEY}`);
    expect(JSON.parse(sent?.body ?? "")).toEqual({
      amount: 1_500_000,
      email: "ada@example.com",
      reference: "ref-init",
      callback_url: callbackUrl,
      currency: "NGN",
    });
  });

  it("verifies: pending while abandoned, then success with the paid amount and currency", async () => {
    await start("ref-verify");
    expect(await gateway.verify({ reference: "ref-verify", gatewayReference: "ref-verify" })).toEqual({
      status: "pending",
      amount: 1_500_000,
      currency: "NGN",
    });
    paystack.settle("ref-verify", "success");
    expect(await gateway.verify({ reference: "ref-verify", gatewayReference: "ref-verify" })).toEqual({
      status: "success",
      amount: 1_500_000,
      currency: "NGN",
    });
    expect(paystack.requests.at(-1)?.path).toBe("/transaction/verify/ref-verify");
  });

  it("reports a failed payment, and what was really paid when it differs", async () => {
    await start("ref-failed");
    paystack.settle("ref-failed", "failed");
    expect((await gateway.verify({ reference: "ref-failed", gatewayReference: "ref-failed" })).status).toBe(
      "failed",
    );
    await start("ref-less");
    paystack.settle("ref-less", "success", { amount: 100 });
    expect(await gateway.verify({ reference: "ref-less", gatewayReference: "ref-less" })).toMatchObject({
      status: "success",
      amount: 100,
    });
  });

  it("maps Paystack's states to success, failed or pending", () => {
    expect(paystackStatus("success")).toBe("success");
    expect(paystackStatus("failed")).toBe("failed");
    expect(paystackStatus("reversed")).toBe("failed");
    for (const s of ["abandoned", "ongoing", "pending", "processing", "queued"]) {
      expect(paystackStatus(s)).toBe("pending");
    }
  });

  it("refunds through POST /refund, and reports a refused refund", async () => {
    await start("ref-refund", 5_000);
    paystack.settle("ref-refund", "success");
    await gateway.refund({ gatewayReference: "ref-refund", amount: 2_000 });
    expect(paystack.refunds).toContainEqual({ transaction: "ref-refund", amount: 2_000 });
    expect(JSON.parse(paystack.requests.at(-1)?.body ?? "")).toEqual({
      transaction: "ref-refund",
      amount: 2_000,
    });
    await expect(gateway.refund({ gatewayReference: "ref-refund", amount: 4_000 })).rejects.toThrow(
      GatewayError,
    );
  });

  it("turns Paystack's refusals and unreachable servers into GatewayError", async () => {
    await expect(gateway.verify({ reference: "nope", gatewayReference: "nope" })).rejects.toThrow(
      /answered 400: Transaction reference not found/,
    );
    const wrongKey = createPaystackGateway({ secretKey: "sk_test_wrong", baseUrl: paystack.url });
    await expect(wrongKey.verify({ reference: "x", gatewayReference: "x" })).rejects.toThrow(
      /401: Invalid key/,
    );
    const offline = createPaystackGateway({ secretKey: PAYSTACK_TEST_KEY, baseUrl: "http://127.0.0.1:9" });
    await expect(offline.verify({ reference: "x", gatewayReference: "x" })).rejects.toThrow(GatewayError);
    await expect(start("")).rejects.toThrow(/reference/);
    await expect(
      gateway.initialize({ reference: "r", amount: 10.5, currency: "NGN", email: "a@b.c", callbackUrl }),
    ).rejects.toThrow(/whole number/);
  });

  describe("webhooks", () => {
    const body = JSON.stringify(
      paystackChargeSuccess({ id: 42, reference: "ref-hook", amount: 5_000, currency: "NGN" }),
    );
    const headers = (signature: string) => new Headers({ "x-paystack-signature": signature });
    const now = new Date();

    it("accepts a charge.success signed with the secret key", () => {
      expect(gateway.parseWebhook(body, headers(signPaystack(body)), now)).toEqual({
        reference: "ref-hook",
        status: "success",
        amount: 5_000,
        currency: "NGN",
        eventId: "charge.success:42",
      });
    });

    it("refuses a missing, wrong or tampered signature", () => {
      expect(() => gateway.parseWebhook(body, new Headers(), now)).toThrow(WebhookSignatureError);
      expect(() => gateway.parseWebhook(body, headers(signPaystack(body, "sk_other")), now)).toThrow(
        WebhookSignatureError,
      );
      expect(() => gateway.parseWebhook(body, headers("zz-not-hex"), now)).toThrow(WebhookSignatureError);
      const tampered = body.replace("5000", "500000");
      expect(() => gateway.parseWebhook(tampered, headers(signPaystack(body)), now)).toThrow(
        WebhookSignatureError,
      );
    });

    it("ignores signed events that are not a successful charge", () => {
      const transfer = JSON.stringify({ event: "transfer.success", data: { id: 1 } });
      expect(gateway.parseWebhook(transfer, headers(signPaystack(transfer)), now)).toBeNull();
      const junk = "not json";
      expect(gateway.parseWebhook(junk, headers(signPaystack(junk)), now)).toBeNull();
    });
  });
});
