import { PAYOUT_MESSAGES } from "@marketplace/domain/payouts";
import { and, eq } from "drizzle-orm";
import { ulid } from "ulid";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  PAYSTACK_TEST_KEY,
  paystackTransferEvent,
  resolvedName,
  signPaystack,
  startPaystackStandIn,
} from "../../../test/paystack-stand-in.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { auditLog, outboxMessages, payouts } from "../../db/index.ts";
import { balanceOf, checkBooks, postNow } from "../../ledger/ledger.ts";
import { DEMO_PASSWORD } from "../../seed/seed.ts";
import { SANDBOX_PAYMENTS } from "../gateways/payment-env.ts";
import { WEBHOOK_REFUSED } from "../gateways/webhook-routes.ts";
import { runWeeklyPayouts } from "./weekly-payouts.ts";

/**
 * The Nigerian provider is paid through Paystack Transfers against the local stand-in (issue 31): the
 * bank account (banks, the name resolved, a transfer recipient), withdrawals, and the transfer webhooks
 * that move the money out or back.
 */
let t: TestApp;
let paystack: Awaited<ReturnType<typeof startPaystackStandIn>>;
/** Days the server's clock is ahead of the entries' real time (4: everything posted has cleared). */
const clock = { aheadDays: 4 };
let provider = { token: "", id: "" };
/** The earnings chart's total before this file, and what it earned since. */
let chartBefore = 0;
let earnedHere = 0;
const EMAIL = "provider@demo.tranquil.example";

beforeAll(async () => {
  paystack = await startPaystackStandIn();
  t = await createTestApp(
    {},
    {
      clock: () => new Date(Date.now() + clock.aheadDays * 86_400_000),
      payments: {
        ...SANDBOX_PAYMENTS,
        PAYMENT_GATEWAY_NGN: "paystack",
        PAYSTACK_SECRET_KEY: PAYSTACK_TEST_KEY,
        PAYSTACK_BASE_URL: paystack.url,
      },
    },
  );
  const s = await t.login(EMAIL);
  provider = { token: s.token, id: s.user.identifier };
  chartBefore = (await send<{ total: number }>("GET", "/v1/payment/earnings")).body.total;
});
afterAll(async () => {
  await Promise.all([t.close(), paystack.close()]);
});

type Overview = {
  clearingDays: number;
  balances: Array<{
    currency: string;
    available: number;
    pending: number;
    onItsWay: number;
    paidOut: number;
    canWithdraw: boolean;
  }>;
  accounts: Array<{
    currency: string;
    bankName: string;
    accountLast4: string;
    accountName: string;
    heldUntil: string | null;
    ready: boolean;
  }>;
  history: Array<{ reference: string; amount: number; fee: number; arrives: number; status: string }>;
};
type PayoutAnswer = Overview["history"][number] & { message?: string };

const send = <T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  t.json<T & { message?: string; errors?: string[] }>(path, {
    method,
    headers: { Authorization: `Bearer ${provider.token}`, "Content-Type": "application/json", ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const withdraw = (body: { currency: string; amount?: number }, key = ulid()) =>
  send<PayoutAnswer>("POST", "/v1/payouts/withdraw", body, { "Idempotency-Key": key });
const overview = async () => (await send<Overview>("GET", "/v1/payouts")).body;
const ngn = async () => {
  const b = (await overview()).balances.find((x) => x.currency === "NGN");
  if (!b) throw new Error("no NGN balance");
  return b;
};
const webhook = async (init: RequestInit) => t.app.request("/v1/payment/webhook/paystack", init);
/** The provider earns this much (a session held), posted now. */
const earn = (amount: number) => {
  earnedHere += amount;
  return postNow(t.database.db, {
    kind: "earning",
    description: "Session held",
    currency: "NGN",
    dedupeKey: `test-earning:${ulid()}`,
    lines: [
      { account: { kind: "gateway_clearing", currency: "NGN", label: "paystack" }, amount: -amount },
      { account: { kind: "provider_earnings", userId: provider.id, currency: "NGN" }, amount },
    ],
  });
};
const expectBooksBalanced = async () => {
  const books = await checkBooks(t.database.db);
  expect(books.unbalanced).toEqual([]);
  expect(books.drifted).toEqual([]);
  expect(books.negative).toEqual([]);
  for (const total of Object.values(books.totals)) expect(total).toBe(0);
};

describe("the payout account (Nigeria, Paystack)", () => {
  it("lists the banks and resolves the account holder's name for the provider to confirm", async () => {
    const banks = await send<Array<{ code: string; name: string }>>("GET", "/v1/payouts/banks");
    expect(banks.status).toBe(200);
    expect(banks.body.map((b) => b.name)).toEqual(["Access Bank", "Guaranty Trust Bank", "Zenith Bank"]);
    const resolved = await send("POST", "/v1/payouts/bank-account/resolve", {
      bankCode: "058",
      accountNumber: "0123456789",
    });
    expect(resolved.body).toEqual({
      accountName: resolvedName("0123456789"),
      bankName: "Guaranty Trust Bank",
    });
    const unknown = await send("POST", "/v1/payouts/bank-account/resolve", {
      bankCode: "058",
      accountNumber: "0000000001",
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toBe(PAYOUT_MESSAGES.accountNotResolved);
    const short = await send("POST", "/v1/payouts/bank-account/resolve", {
      bankCode: "058",
      accountNumber: "12345",
    });
    expect(short.status).toBe(400);
  });

  it("refuses a withdrawal before there is an account", async () => {
    await earn(200_000);
    const res = await withdraw({ currency: "NGN", amount: 100_000 });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(PAYOUT_MESSAGES.noPayoutAccount);
  });

  it("asks for the password, makes a transfer recipient, emails the provider and writes the audit log", async () => {
    const wrong = await send("PUT", "/v1/payouts/bank-account", {
      bankCode: "058",
      accountNumber: "0123456789",
      password: "nope",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(PAYOUT_MESSAGES.wrongPassword);
    const set = await send<Overview["accounts"][number]>("PUT", "/v1/payouts/bank-account", {
      bankCode: "058",
      accountNumber: "0123456789",
      password: DEMO_PASSWORD,
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body).toMatchObject({
      bankName: "Guaranty Trust Bank",
      accountLast4: "6789",
      heldUntil: null,
      ready: true,
    });
    expect(paystack.requests.some((r) => r.path === "/transferrecipient")).toBe(true);
    const mail = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.kind, "payout-account-changed"));
    expect(mail.length).toBe(1);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "payout_account.add"));
    expect(audit.map((a) => a.actorId)).toEqual([provider.id]);
  });
});

describe("withdrawing (Paystack)", () => {
  it("refuses below the minimum and above the available balance, with the reason", async () => {
    const { available } = await ngn();
    const small = await withdraw({ currency: "NGN", amount: 99_999 });
    expect(small.status).toBe(422);
    expect(small.body.message).toBe("The smallest withdrawal is ₦1,000");
    const big = await withdraw({ currency: "NGN", amount: available + 1 });
    expect(big.status).toBe(422);
    expect(big.body.message).toBe(PAYOUT_MESSAGES.aboveAvailable);
    const noKey = await send("POST", "/v1/payouts/withdraw", { currency: "NGN", amount: 100_000 });
    expect(noKey.status).toBe(400);
  });

  it("sends a transfer with a unique reference; the success webhook pays it out once, a replay moves nothing", async () => {
    const before = await ngn();
    const key = ulid();
    const res = await withdraw({ currency: "NGN", amount: 150_000 }, key);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ amount: 150_000, fee: 1_000, arrives: 149_000, status: "pending" });
    // The same request again: the same payout, no second transfer.
    const again = await withdraw({ currency: "NGN", amount: 150_000 }, key);
    expect(again.body.reference).toBe(res.body.reference);
    const sent = paystack.transfers.get(res.body.reference);
    expect(sent).toMatchObject({ amount: 149_000, status: "pending" });
    expect(paystack.requests.filter((r) => r.path === "/transfer").length).toBe(1);
    const mid = await ngn();
    expect(mid.available).toBe(before.available - 150_000);
    expect(mid.onItsWay).toBe(before.onItsWay + 150_000);

    const delivered = await paystack.settleTransfer(res.body.reference, "success", webhook);
    expect(delivered.status).toBe(200);
    const replay = await webhook({
      method: "POST",
      headers: { "x-paystack-signature": signPaystack(delivered.body) },
      body: delivered.body,
    });
    expect(replay.status).toBe(200);
    const after = await ngn();
    expect(after).toMatchObject({
      available: before.available - 150_000,
      onItsWay: before.onItsWay,
      paidOut: before.paidOut + 150_000,
    });
    const [row] = await t.database.db.select().from(payouts).where(eq(payouts.reference, res.body.reference));
    expect(row?.status).toBe("paid");
    await expectBooksBalanced();
  });

  it("refuses a forged transfer webhook and moves nothing", async () => {
    const res = await withdraw({ currency: "NGN", amount: 100_000 });
    const transfer = paystack.transfers.get(res.body.reference);
    if (!transfer) throw new Error("no transfer");
    const body = JSON.stringify(paystackTransferEvent({ ...transfer, status: "success" }));
    const forged = await webhook({
      method: "POST",
      headers: { "x-paystack-signature": signPaystack(body, "sk_wrong") },
      body,
    });
    expect(forged.status).toBe(400);
    expect(((await forged.json()) as { message: string }).message).toBe(WEBHOOK_REFUSED);
    const [row] = await t.database.db.select().from(payouts).where(eq(payouts.reference, res.body.reference));
    expect(row?.status).toBe("pending");
    // Its real end: failed, the money back on the available balance.
    const before = await ngn();
    await paystack.settleTransfer(res.body.reference, "failed", webhook);
    const after = await ngn();
    expect(after.available).toBe(before.available + 100_000);
    expect(after.onItsWay).toBe(before.onItsWay - 100_000);
    await expectBooksBalanced();
  });

  it("returns the money when a paid transfer is reversed, once", async () => {
    paystack.answerTransfers("success");
    const before = await ngn();
    const res = await withdraw({ currency: "NGN", amount: 100_000 });
    paystack.answerTransfers("pending");
    expect(res.body.status).toBe("paid");
    const paid = await ngn();
    expect(paid.paidOut).toBe(before.paidOut + 100_000);
    await paystack.settleTransfer(res.body.reference, "reversed", webhook);
    await paystack.settleTransfer(res.body.reference, "reversed", webhook);
    const after = await ngn();
    expect(after).toMatchObject({
      available: before.available,
      paidOut: before.paidOut,
      onItsWay: before.onItsWay,
    });
    await expectBooksBalanced();
  });

  it("returns the money at once when Paystack refuses the transfer", async () => {
    paystack.answerTransfers("refuse");
    const before = await ngn();
    const res = await withdraw({ currency: "NGN", amount: 100_000 });
    paystack.answerTransfers("pending");
    expect(res.status).toBe(201);
    expect(res.body.status).toBe("failed");
    expect((await ngn()).available).toBe(before.available);
    await expectBooksBalanced();
  });

  it("keeps earnings of the last 3 days pending, not available", async () => {
    clock.aheadDays = 0;
    const before = await ngn();
    await earn(50_000);
    const after = await ngn();
    expect(after.pending).toBe(before.pending + 50_000);
    expect(after.available).toBe(before.available);
    clock.aheadDays = 4;
    expect((await ngn()).available).toBe(before.available + 50_000 + before.pending);
  });

  it("takes all of the available balance when no amount is given", async () => {
    const { available } = await ngn();
    const res = await withdraw({ currency: "NGN" });
    expect(res.status).toBe(201);
    expect(res.body.amount).toBe(available);
    expect((await ngn()).available).toBe(0);
    const none = await withdraw({ currency: "NGN" });
    expect(none.status).toBe(422);
  });

  it("holds payouts 24 hours after the account is changed", async () => {
    await earn(200_000);
    const changed = await send<Overview["accounts"][number]>("PUT", "/v1/payouts/bank-account", {
      bankCode: "044",
      accountNumber: "1111111111",
      password: DEMO_PASSWORD,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.heldUntil).not.toBeNull();
    expect(changed.body.ready).toBe(false);
    const held = await withdraw({ currency: "NGN", amount: 100_000 });
    expect(held.status).toBe(409);
    expect(held.body.message).toBe(PAYOUT_MESSAGES.accountOnHold);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "payout_account.change"), eq(auditLog.actorId, provider.id)));
    expect(audit.length).toBe(1);
    expect(
      await balanceOf(t.database.db, {
        kind: "provider_payout_in_flight",
        userId: provider.id,
        currency: "NGN",
      }),
    ).toBeGreaterThanOrEqual(0);
  });

  it("lists the payouts with status, amount and reference", async () => {
    const { history } = await overview();
    expect(history.map((h) => h.status)).toEqual(
      expect.arrayContaining(["paid", "failed", "reversed", "pending"]),
    );
    for (const h of history) expect(h.reference).toMatch(/^payout-[0-9a-z]{26}$/);
  });
});

describe("the weekly payout", () => {
  it("pays a provider who chose weekly their available balance once a week, however often it runs", async () => {
    const manual = await send("PUT", "/v1/payouts/schedule", { currency: "NGN", schedule: "weekly" });
    expect(manual.status).toBe(200);
    // The changed account's 24-hour hold is over a week later.
    clock.aheadDays = 12;
    await earn(300_000);
    const available = (await ngn()).available;
    expect(available).toBeGreaterThanOrEqual(300_000);
    const deps = {
      db: t.database.db,
      payments: (await import("../gateways/gateways.ts")).createPaymentGateways(
        {
          ...SANDBOX_PAYMENTS,
          PAYMENT_GATEWAY_NGN: "paystack",
          PAYSTACK_SECRET_KEY: PAYSTACK_TEST_KEY,
          PAYSTACK_BASE_URL: paystack.url,
        },
        { db: t.database.db, publicUrl: "http://api.test" },
      ),
      clock: () => new Date(Date.now() + clock.aheadDays * 86_400_000),
    };
    expect(await runWeeklyPayouts(deps)).toBe(1);
    expect(await runWeeklyPayouts(deps)).toBe(0);
    const weekly = (
      await t.database.db.select().from(payouts).where(eq(payouts.providerId, provider.id))
    ).filter((p) => p.week !== null);
    expect(weekly.length).toBe(1);
    expect(weekly[0]?.amount).toBe(available);
    expect((await ngn()).available).toBe(0);
    await expectBooksBalanced();
  });
});

describe("the earnings chart", () => {
  it("counts what was earned, not payouts that failed or were reversed and came back", async () => {
    const chart = await send<{ total: number; currency: string }>("GET", "/v1/payment/earnings");
    expect(chart.body.currency).toBe("NGN");
    expect(chart.body.total).toBe(chartBefore + earnedHere);
  });
});
