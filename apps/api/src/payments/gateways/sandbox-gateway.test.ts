import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../../../test/test-app.ts";
import type { Database } from "../../db/client.ts";
import { GatewayError } from "./gateway.ts";
import { createSandboxGateway, decideSandboxCheckout, findSandboxCheckout } from "./sandbox-gateway.ts";

let database: Database;
let gateway: ReturnType<typeof createSandboxGateway>;
const publicUrl = "http://api.test/";
const callbackUrl = "http://global.test/wallet";

beforeAll(async () => {
  database = await freshDatabase();
  await database.migrate();
  gateway = createSandboxGateway({ db: database.db, publicUrl });
});
afterAll(() => database.close());

const start = (reference: string, amount = 4_550) =>
  gateway.initialize({ reference, amount, currency: "GBP", email: "sam@example.com", callbackUrl });

describe("the sandbox gateway", () => {
  it("stores the checkout and answers its page on the API as the authorization URL", async () => {
    expect(await start("sbx-1")).toEqual({
      authorizationUrl: "http://api.test/sandbox/checkout/sbx-1",
      gatewayReference: "sbx-1",
    });
    expect(await findSandboxCheckout(database.db, "sbx-1")).toMatchObject({
      amount: 4_550,
      currencyCode: "GBP",
      callbackUrl,
      status: "pending",
    });
  });

  it("answers the same checkout for a retried initialize, and refuses the reference for another amount", async () => {
    await start("sbx-retry");
    expect((await start("sbx-retry")).authorizationUrl).toMatch(/sbx-retry$/);
    await expect(start("sbx-retry", 1)).rejects.toThrow(GatewayError);
  });

  it("is pending until decided, then success on Approve; a second choice changes nothing", async () => {
    await start("sbx-approve");
    const ref = { reference: "sbx-approve", gatewayReference: "sbx-approve" };
    expect(await gateway.verify(ref)).toEqual({ status: "pending", amount: 4_550, currency: "GBP" });
    await decideSandboxCheckout(database.db, "sbx-approve", "approve", new Date());
    expect((await gateway.verify(ref)).status).toBe("success");
    const again = await decideSandboxCheckout(database.db, "sbx-approve", "decline", new Date());
    expect(again?.status).toBe("success");
    expect((await gateway.verify(ref)).status).toBe("success");
  });

  it("is failed on Decline", async () => {
    await start("sbx-decline");
    await decideSandboxCheckout(database.db, "sbx-decline", "decline", new Date());
    expect((await gateway.verify({ reference: "sbx-decline", gatewayReference: "sbx-decline" })).status).toBe(
      "failed",
    );
    expect(await decideSandboxCheckout(database.db, "missing", "approve", new Date())).toBeNull();
    await expect(gateway.verify({ reference: "missing", gatewayReference: "missing" })).rejects.toThrow(
      GatewayError,
    );
  });

  it("keeps checkouts across a restart: a new gateway on the same database sees them", async () => {
    await start("sbx-restart");
    await decideSandboxCheckout(database.db, "sbx-restart", "approve", new Date());
    const restarted = createSandboxGateway({ db: database.db, publicUrl });
    expect(
      (await restarted.verify({ reference: "sbx-restart", gatewayReference: "sbx-restart" })).status,
    ).toBe("success");
  });

  it("records refunds of a paid checkout, never more than was paid", async () => {
    await start("sbx-refund", 3_000);
    await expect(gateway.refund({ gatewayReference: "sbx-refund", amount: 1_000 })).rejects.toThrow(
      /not paid/,
    );
    await decideSandboxCheckout(database.db, "sbx-refund", "approve", new Date());
    await gateway.refund({ gatewayReference: "sbx-refund", amount: 1_000 });
    await gateway.refund({ gatewayReference: "sbx-refund", amount: 2_000 });
    expect((await findSandboxCheckout(database.db, "sbx-refund"))?.refundedAmount).toBe(3_000);
    await expect(gateway.refund({ gatewayReference: "sbx-refund", amount: 1 })).rejects.toThrow(/exceeds/);
    await expect(gateway.refund({ gatewayReference: "sbx-refund", amount: 0 })).rejects.toThrow(GatewayError);
  });

  it("has no webhooks", () => {
    expect(gateway.parseWebhook("{}", new Headers(), new Date())).toBeNull();
  });

  it("refuses what cannot be charged", async () => {
    await expect(start("sbx-zero", 0)).rejects.toThrow(/above zero/);
    await expect(
      gateway.initialize({ reference: "r", amount: 1, currency: "gbp", email: "a@b.c", callbackUrl }),
    ).rejects.toThrow(/ISO 4217/);
    await expect(
      gateway.initialize({
        reference: "r",
        amount: 1,
        currency: "GBP",
        email: "a@b.c",
        callbackUrl: "/wallet",
      }),
    ).rejects.toThrow(/absolute/);
    await expect(
      gateway.initialize({
        reference: "r",
        amount: 1,
        currency: "GBP",
        email: "a@b.c",
        callbackUrl: "javascript:alert(1)",
      }),
    ).rejects.toThrow(/http or https/);
  });
});
