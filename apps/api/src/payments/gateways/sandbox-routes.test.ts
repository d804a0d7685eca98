import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { SANDBOX_PAYMENTS } from "./payment-env.ts";
import { createSandboxGateway } from "./sandbox-gateway.ts";
import { SANDBOX_TEXT } from "./sandbox-page.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(false);
});
afterAll(() => t.close());

/** The gateway as the payment routes use it: the checkout they start, the status they poll. */
const sandbox = () => {
  const gateway = createSandboxGateway({ db: t.database.db, publicUrl: "http://api.test" });
  return {
    start: (reference: string, amount = 1_500_000, currency = "NGN") =>
      gateway.initialize({
        reference,
        amount,
        currency,
        email: "ada@example.com",
        callbackUrl: "http://nigeria.test/wallet?tab=top-up",
      }),
    verify: (reference: string) => gateway.verify({ reference, gatewayReference: reference }),
  };
};

const decide = (reference: string, decision: string) =>
  t.app.request(`/sandbox/checkout/${reference}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ decision }).toString(),
  });

describe("the sandbox checkout routes", () => {
  it("serve the page at the authorization URL, as HTML with the API's security headers", async () => {
    const { authorizationUrl } = await sandbox().start("PAGE-1");
    const res = await t.app.request(new URL(authorizationUrl).pathname);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(res.headers.get("content-security-policy")).toContain("form-action 'self' http://nigeria.test");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const html = await res.text();
    expect(html).toContain("₦15,000");
    expect(html).toContain(`${SANDBOX_TEXT.approve} of ₦15,000`);
    expect(html).toContain(SANDBOX_TEXT.decline);
  });

  it("record Approve and send the browser to the callback with the reference (303)", async () => {
    await sandbox().start("PAGE-APPROVE");
    const res = await decide("PAGE-APPROVE", "approve");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("http://nigeria.test/wallet?tab=top-up&reference=PAGE-APPROVE");
    expect((await sandbox().verify("PAGE-APPROVE")).status).toBe("success");
    const page = await (await t.app.request("/sandbox/checkout/PAGE-APPROVE")).text();
    expect(page).toContain(SANDBOX_TEXT.approved);
    // Pressing Decline afterwards (the back button) changes nothing.
    expect((await decide("PAGE-APPROVE", "decline")).status).toBe(303);
    expect((await sandbox().verify("PAGE-APPROVE")).status).toBe("success");
  });

  it("record Decline", async () => {
    await sandbox().start("PAGE-DECLINE");
    expect((await decide("PAGE-DECLINE", "decline")).status).toBe(303);
    expect((await sandbox().verify("PAGE-DECLINE")).status).toBe("failed");
  });

  it("record Cancel: the payer left the checkout, which can no longer be paid", async () => {
    await sandbox().start("PAGE-CANCEL");
    expect((await decide("PAGE-CANCEL", "abandon")).status).toBe(303);
    expect((await sandbox().verify("PAGE-CANCEL")).status).toBe("abandoned");
    // Approving afterwards (the back button) changes nothing.
    await decide("PAGE-CANCEL", "approve");
    expect((await sandbox().verify("PAGE-CANCEL")).status).toBe("abandoned");
  });

  it("answer 404 for an unknown checkout and 400 for a form without a choice", async () => {
    const missing = await t.app.request("/sandbox/checkout/NOPE");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain(SANDBOX_TEXT.notFoundTitle);
    expect((await decide("NOPE", "approve")).status).toBe(404);
    await sandbox().start("PAGE-BAD");
    const bad = await decide("PAGE-BAD", "maybe");
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain(SANDBOX_TEXT.invalidTitle);
    expect((await sandbox().verify("PAGE-BAD")).status).toBe("pending");
  });

  it("are not mounted when no currency uses the sandbox", async () => {
    const live = await createTestApp(false, {
      payments: {
        ...SANDBOX_PAYMENTS,
        PAYMENT_GATEWAY_NGN: "paystack",
        PAYMENT_GATEWAY_GLOBAL: "stripe",
        PAYSTACK_SECRET_KEY: "sk_test_x",
        STRIPE_SECRET_KEY: "sk_test_y",
        STRIPE_WEBHOOK_SECRET: "whsec_z",
      },
    });
    try {
      expect((await live.app.request("/sandbox/checkout/ANY")).status).toBe(404);
      expect((await live.json("/v1/payment/webhook/sandbox", { method: "POST", body: "{}" })).status).toBe(
        404,
      );
    } finally {
      await live.close();
    }
  });
});
