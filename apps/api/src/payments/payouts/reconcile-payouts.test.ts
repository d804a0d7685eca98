import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { ulid } from "ulid";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postingsWithKey } from "../../../test/payment-kit.ts";
import { PAYSTACK_TEST_KEY, signPaystack, startPaystackStandIn } from "../../../test/paystack-stand-in.ts";
import { createTestApp, onPostgres, type TestApp } from "../../../test/test-app.ts";
import { payouts } from "../../db/index.ts";
import { cronEvery } from "../../jobs/job-queue.ts";
import { checkBooks, postNow } from "../../ledger/ledger.ts";
import { DEMO_PASSWORD } from "../../seed/seed.ts";
import { createPaymentGateways } from "../gateways/gateways.ts";
import { type PaymentEnv, SANDBOX_PAYMENTS } from "../gateways/payment-env.ts";
import {
  PAYOUT_RECONCILE_AFTER_MS,
  PAYOUT_RECONCILE_SWEEP_MS,
  reconcilePayouts,
  reconcilePayoutsSweep,
} from "./reconcile-payouts.ts";

/**
 * Payouts left on their way (issue 31, docs/decisions/057-payouts.md): the send's answer was lost (a
 * timeout or a 5xx) and no webhook came. The `reconcile-payouts` job asks Paystack (the stand-in's
 * `GET /transfer/verify/{reference}`) and pays, returns, re-sends or leaves each one, through the same
 * locked state change as the webhooks: racing them, it moves the money once.
 */
let t: TestApp;
let paystack: Awaited<ReturnType<typeof startPaystackStandIn>>;
let env: PaymentEnv;
/** The server's clock runs 4 days ahead: everything earned has cleared. */
const AHEAD_MS = 4 * 86_400_000;
let provider = { token: "", id: "" };
/** What the job logged (checked for names and emails). */
const logLines: string[] = [];
const logger = pino({ level: "debug" }, { write: (line: string) => void logLines.push(line) });

beforeAll(async () => {
  paystack = await startPaystackStandIn();
  env = {
    ...SANDBOX_PAYMENTS,
    PAYMENT_GATEWAY_NGN: "paystack",
    PAYSTACK_SECRET_KEY: PAYSTACK_TEST_KEY,
    PAYSTACK_BASE_URL: paystack.url,
  };
  t = await createTestApp({}, { clock: () => new Date(Date.now() + AHEAD_MS), payments: env });
  const s = await t.login("provider@demo.tranquil.example");
  provider = { token: s.token, id: s.user.identifier };
  await postNow(t.database.db, {
    kind: "earning",
    description: "Session held",
    currency: "NGN",
    dedupeKey: `test-earning:${ulid()}`,
    lines: [
      { account: { kind: "gateway_clearing", currency: "NGN", label: "paystack" }, amount: -5_000_000 },
      { account: { kind: "provider_earnings", userId: provider.id, currency: "NGN" }, amount: 5_000_000 },
    ],
  });
  const set = await send("PUT", "/v1/payouts/bank-account", {
    bankCode: "058",
    accountNumber: "0123456789",
    password: DEMO_PASSWORD,
  });
  if (set.status !== 200) throw new Error(`bank account answered ${set.status}`);
});
afterAll(async () => {
  await Promise.all([t.close(), paystack.close()]);
});

type Balances = { currency: string; available: number; onItsWay: number; paidOut: number };
const send = <T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  t.json<T & { message?: string }>(path, {
    method,
    headers: { Authorization: `Bearer ${provider.token}`, "Content-Type": "application/json", ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const ngn = async () => {
  const b = (await send<{ balances: Balances[] }>("GET", "/v1/payouts")).body.balances.find(
    (x) => x.currency === "NGN",
  );
  if (!b) throw new Error("no NGN balance");
  return b;
};
const webhook = async (init: RequestInit) => t.app.request("/v1/payment/webhook/paystack", init);
const row = async (reference: string) => {
  const [r] = await t.database.db.select().from(payouts).where(eq(payouts.reference, reference));
  if (!r) throw new Error(`no payout ${reference}`);
  return r;
};
/** The job as the worker runs it, its clock `aheadMs` past real time (the payout's creation). */
const job = (aheadMs = AHEAD_MS) => ({
  db: t.database.db,
  payments: createPaymentGateways(env, { db: t.database.db, publicUrl: "http://api.test" }),
  clock: () => new Date(Date.now() + aheadMs),
});
const sends = (reference: string) =>
  paystack.requests.filter((r) => r.path === "/transfer" && r.body.includes(reference)).length;
const verifies = (reference: string) =>
  paystack.requests.filter((r) => r.path === `/transfer/verify/${reference}`).length;
/** A withdrawal of ₦1,000 whose transfer was answered as `how` (a 500: left on its way). */
const stuck = async (how: "lost" | "error") => {
  paystack.answerTransfers(how);
  const res = await send<{ reference: string; status: string; amount: number; fee: number }>(
    "POST",
    "/v1/payouts/withdraw",
    { currency: "NGN", amount: 100_000 },
    { "Idempotency-Key": ulid() },
  );
  paystack.answerTransfers("pending");
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(res.body.status).toBe("pending");
  return { ...res.body, id: (await row(res.body.reference)).id };
};
/** Paystack's transfer ends without a webhook reaching us. */
const endsQuietly = (reference: string, status: "success" | "failed" | "reversed") => {
  const transfer = paystack.transfers.get(reference);
  if (!transfer) throw new Error(`no transfer ${reference}`);
  transfer.status = status;
};
const expectBooksBalanced = async () => {
  const books = await checkBooks(t.database.db);
  expect(books.unbalanced).toEqual([]);
  expect(books.drifted).toEqual([]);
  expect(books.negative).toEqual([]);
};

describe("the reconcile-payouts job", () => {
  it("runs every 5 minutes for payouts pending 15 minutes or more", () => {
    expect(PAYOUT_RECONCILE_AFTER_MS).toBe(15 * 60_000);
    const sweep = reconcilePayoutsSweep(t.database.db, job().payments, logger);
    expect(sweep.name).toBe("reconcile-payouts");
    expect(sweep.everyMs).toBe(PAYOUT_RECONCILE_SWEEP_MS);
    expect(cronEvery(sweep.everyMs)).toBe("0 */5 * * * *");
  });

  it("reads the pending payouts through an index that holds only them, in the job's order", async () => {
    const { rows } = (await t.database.db.execute(
      sql`select indexdef from pg_indexes where indexname = 'payouts_pending_idx'`,
    )) as unknown as { rows: Array<{ indexdef: string }> };
    expect(rows.map((r) => r.indexdef)).toEqual([
      expect.stringMatching(/\(created_at, id\) WHERE \(status = 'pending'::text\)$/),
    ]);
  });

  it("leaves a payout younger than 15 minutes alone, and one Paystack still has on its way", async () => {
    const p = await stuck("lost");
    const before = await ngn();
    // The job's clock at the payout's own time: too young to be asked about.
    await reconcilePayouts(job(0));
    expect(verifies(p.reference)).toBe(0);
    // 16 minutes later: asked; Paystack still has it pending, so it stays on its way.
    expect(await reconcilePayouts(job(16 * 60_000))).toMatchObject({ left: 1 });
    expect(verifies(p.reference)).toBe(1);
    expect((await row(p.reference)).status).toBe("pending");
    expect(await ngn()).toEqual(before);
    expect(sends(p.reference)).toBe(1);
    // Its webhook later settles it (so later tests start with nothing pending).
    await paystack.settleTransfer(p.reference, "success", webhook);
    expect((await row(p.reference)).status).toBe("paid");
  });

  it("pays a payout whose send timed out when Paystack says success, once; the late webhook moves nothing", async () => {
    const p = await stuck("lost");
    const before = await ngn();
    endsQuietly(p.reference, "success");
    // The job as the worker registers it.
    await reconcilePayoutsSweep(t.database.db, job().payments, logger, job().clock).run();
    const paid = await row(p.reference);
    expect(paid.status).toBe("paid");
    expect(paid.gatewayTransferId).toBe(paystack.transfers.get(p.reference)?.transferCode);
    expect(await ngn()).toMatchObject({
      available: before.available,
      onItsWay: before.onItsWay - 100_000,
      paidOut: before.paidOut + 100_000,
    });
    // Again, and then Paystack's webhook after all: nothing more moves.
    expect(await reconcilePayouts(job())).toEqual({});
    expect((await paystack.settleTransfer(p.reference, "success", webhook)).status).toBe(200);
    expect((await ngn()).paidOut).toBe(before.paidOut + 100_000);
    expect(await postingsWithKey(t.database.db, `payout_paid:${p.id}`)).toBe(1);
    expect(sends(p.reference)).toBe(1);
    await expectBooksBalanced();
    // Its log line names the payout, never the account holder or their email.
    const logged = logLines.join("");
    expect(logged).toContain(p.id);
    expect(logged).not.toMatch(/OKAFOR|@demo\.tranquil|0123456789/);
  });

  it("returns the money when Paystack says failed or reversed", async () => {
    const failed = await stuck("lost");
    const reversed = await stuck("lost");
    const before = await ngn();
    endsQuietly(failed.reference, "failed");
    endsQuietly(reversed.reference, "reversed");
    expect(await reconcilePayouts(job())).toEqual({ returned: 2 });
    expect((await row(failed.reference)).status).toBe("failed");
    expect((await row(reversed.reference)).status).toBe("reversed");
    expect(await ngn()).toMatchObject({
      available: before.available + 200_000,
      onItsWay: before.onItsWay - 200_000,
      paidOut: before.paidOut,
    });
    expect(await postingsWithKey(t.database.db, `payout_returned:${failed.id}`)).toBe(1);
    expect(await postingsWithKey(t.database.db, `payout_returned:${reversed.id}`)).toBe(1);
    // The webhook arriving after: returned once.
    await paystack.settleTransfer(failed.reference, "failed", webhook);
    expect((await ngn()).available).toBe(before.available + 200_000);
    await expectBooksBalanced();
  });

  it("re-sends with the same reference a transfer Paystack never received, once", async () => {
    const p = await stuck("error");
    expect(paystack.transfers.has(p.reference)).toBe(false);
    const before = await ngn();
    expect(await reconcilePayouts(job())).toEqual({ resent: 1 });
    // Paystack said 404, so the job sent it again: the same reference, amount and recipient.
    expect(verifies(p.reference)).toBe(1);
    expect(sends(p.reference)).toBe(2);
    expect(paystack.transfers.get(p.reference)).toMatchObject({ amount: 100_000 - p.fee, status: "pending" });
    expect((await row(p.reference)).gatewayTransferId).toBe(
      paystack.transfers.get(p.reference)?.transferCode,
    );
    // The next run finds it on its way and sends nothing more; its webhook pays it.
    expect(await reconcilePayouts(job())).toEqual({ left: 1 });
    expect(sends(p.reference)).toBe(2);
    await paystack.settleTransfer(p.reference, "success", webhook);
    expect(await ngn()).toMatchObject({
      onItsWay: before.onItsWay - 100_000,
      paidOut: before.paidOut + 100_000,
    });
    await expectBooksBalanced();
  });

  it("returns a payout Paystack never received and refuses when sent again", async () => {
    const p = await stuck("error");
    const before = await ngn();
    paystack.answerTransfers("refuse");
    try {
      expect(await reconcilePayouts(job())).toEqual({ returned: 1 });
    } finally {
      paystack.answerTransfers("pending");
    }
    expect(await row(p.reference)).toMatchObject({ status: "failed", failureReason: "refused" });
    expect((await ngn()).available).toBe(before.available + 100_000);
    await expectBooksBalanced();
  });

  it("leaves everything as it is while Paystack cannot answer", async () => {
    const p = await stuck("error");
    const before = await ngn();
    paystack.answerVerify("error");
    try {
      expect(await reconcilePayouts(job())).toEqual({ unreachable: 1 });
    } finally {
      paystack.answerVerify("ok");
    }
    expect(sends(p.reference)).toBe(1);
    expect((await row(p.reference)).status).toBe("pending");
    expect(await ngn()).toEqual(before);
    // Once Paystack answers again the next run re-sends it; a webhook settles it.
    expect(await reconcilePayouts(job())).toEqual({ resent: 1 });
    await paystack.settleTransfer(p.reference, "failed", webhook);
    expect((await ngn()).available).toBe(before.available + 100_000);
    await expectBooksBalanced();
  });
});

describe(`the job racing the webhooks${onPostgres() ? " (PostgreSQL)" : ""}`, () => {
  it("moves each payout once: paid once, returned once", async () => {
    const toPay = [await stuck("lost"), await stuck("lost"), await stuck("lost")];
    const toReturn = [await stuck("lost"), await stuck("lost")];
    const before = await ngn();
    const deliveries: Array<Promise<unknown>> = [];
    for (const [list, status] of [
      [toPay, "success"],
      [toReturn, "failed"],
    ] as const) {
      for (const p of list) {
        endsQuietly(p.reference, status);
        const transfer = paystack.transfers.get(p.reference);
        if (!transfer) throw new Error("no transfer");
        const body = JSON.stringify({
          event: `transfer.${status}`,
          data: {
            id: transfer.id,
            reference: transfer.reference,
            amount: transfer.amount,
            currency: transfer.currency,
            status,
            transfer_code: transfer.transferCode,
          },
        });
        const init = { method: "POST", headers: { "x-paystack-signature": signPaystack(body) }, body };
        // Two deliveries of the webhook (Paystack retries) beside two runs of the job (two workers).
        deliveries.push(webhook(init), webhook(init));
      }
    }
    await Promise.all([...deliveries, reconcilePayouts(job()), reconcilePayouts(job())]);
    for (const p of toPay) {
      expect((await row(p.reference)).status).toBe("paid");
      expect(await postingsWithKey(t.database.db, `payout_paid:${p.id}`)).toBe(1);
      expect(await postingsWithKey(t.database.db, `payout_returned:${p.id}`)).toBe(0);
    }
    for (const p of toReturn) {
      expect((await row(p.reference)).status).toBe("failed");
      expect(await postingsWithKey(t.database.db, `payout_returned:${p.id}`)).toBe(1);
      expect(await postingsWithKey(t.database.db, `payout_paid:${p.id}`)).toBe(0);
    }
    expect(await ngn()).toMatchObject({
      available: before.available + 200_000,
      onItsWay: before.onItsWay - 500_000,
      paidOut: before.paidOut + 300_000,
    });
    await expectBooksBalanced();
  });
});
