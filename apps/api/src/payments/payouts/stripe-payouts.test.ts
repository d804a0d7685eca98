import { PAYOUT_MESSAGES } from "@marketplace/domain/payouts";
import { and, eq } from "drizzle-orm";
import { ulid } from "ulid";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  connectEvent,
  STRIPE_TEST_KEY,
  STRIPE_TEST_WEBHOOK_SECRET,
  signStripe,
  startStripeStandIn,
} from "../../../test/stripe-stand-in.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { auditLog, payoutAccounts, payouts } from "../../db/index.ts";
import { checkBooks, postNow } from "../../ledger/ledger.ts";
import { createPaymentGateways } from "../gateways/gateways.ts";
import { type PaymentEnv, SANDBOX_PAYMENTS } from "../gateways/payment-env.ts";
import { WEBHOOK_REFUSED } from "../gateways/webhook-routes.ts";
import { reconcilePayouts } from "./reconcile-payouts.ts";
import { runWeeklyPayouts } from "./weekly-payouts.ts";

/**
 * Providers paid in dollars and pounds through Stripe Connect Express against the local stand-in
 * (issue 31, docs/decisions/062-stripe-connect-payouts.md): payments stay on the sandbox, payouts go
 * through Stripe (PAYOUT_GATEWAY_GLOBAL=stripe), as the e2e suite runs them.
 */
let t: TestApp;
let stripe: Awaited<ReturnType<typeof startStripeStandIn>>;
/** Days the server's clock is ahead of the entries' real time (4: everything posted has cleared). */
const clock = { aheadDays: 4 };
const now = () => new Date(Date.now() + clock.aheadDays * 86_400_000);
let provider = { token: "", id: "" };
const EMAIL = "provider@demo.tranquil.example";

const webhook = (body: string, signature: string) =>
  t.app.request("/v1/payment/webhook/stripe", {
    method: "POST",
    headers: { "stripe-signature": signature, "Content-Type": "application/json" },
    body,
  });
/** Signs and sends an event as Stripe would. */
const deliver = (event: object) => {
  const body = JSON.stringify(event);
  return webhook(body, signStripe(body, Math.floor(now().getTime() / 1000)));
};

let env: PaymentEnv;

beforeAll(async () => {
  stripe = await startStripeStandIn(STRIPE_TEST_KEY, { deliver: webhook, now });
  env = {
    ...SANDBOX_PAYMENTS,
    PAYOUT_GATEWAY_GLOBAL: "stripe",
    STRIPE_SECRET_KEY: STRIPE_TEST_KEY,
    STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET,
    STRIPE_BASE_URL: stripe.url,
  };
  t = await createTestApp({}, { clock: now, payments: env });
  const s = await t.login(EMAIL);
  provider = { token: s.token, id: s.user.identifier };
});
afterAll(async () => {
  await Promise.all([t.close(), stripe.close()]);
});

type Account = {
  currency: string;
  gateway: string;
  ready: boolean;
  payoutsEnabled: boolean;
  onboardingComplete: boolean;
};
type Overview = {
  balances: Array<{ currency: string; available: number; onItsWay: number; paidOut: number }>;
  accounts: Account[];
  history: Array<{ reference: string; status: string }>;
};
type PayoutAnswer = { reference: string; amount: number; fee: number; arrives: number; status: string };

const send = <T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  t.json<T & { message?: string; errors?: string[] }>(path, {
    method,
    headers: { Authorization: `Bearer ${provider.token}`, "Content-Type": "application/json", ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const link = (currency: string, site?: string) =>
  send<{ url: string }>("POST", "/v1/payouts/stripe/account-link", { currency, ...(site ? { site } : {}) });
const withdraw = (body: { currency: string; amount?: number }, key = ulid()) =>
  send<PayoutAnswer>("POST", "/v1/payouts/withdraw", body, { "Idempotency-Key": key });
const overview = async () => (await send<Overview>("GET", "/v1/payouts")).body;
const balance = async (currency: string) => {
  const b = (await overview()).balances.find((x) => x.currency === currency);
  if (!b) throw new Error(`no ${currency} balance`);
  return b;
};
const accountRow = async (currency: string) => {
  const [row] = await t.database.db
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.providerId, provider.id), eq(payoutAccounts.currencyCode, currency)));
  return row;
};
const payoutRow = async (reference: string) => {
  const [row] = await t.database.db.select().from(payouts).where(eq(payouts.reference, reference));
  return row;
};
/** The provider earns this much in a currency, posted now (cleared: the clock is 4 days ahead). */
const earn = (amount: number, currency: string) =>
  postNow(t.database.db, {
    kind: "earning",
    description: "Session held",
    currency,
    dedupeKey: `test-earning:${ulid()}`,
    lines: [
      { account: { kind: "gateway_clearing", currency, label: "sandbox" }, amount: -amount },
      { account: { kind: "provider_earnings", userId: provider.id, currency }, amount },
    ],
  });
const expectBooksBalanced = async () => {
  const books = await checkBooks(t.database.db);
  expect(books.unbalanced).toEqual([]);
  expect(books.drifted).toEqual([]);
  expect(books.negative).toEqual([]);
};
const transferOf = (reference: string) =>
  [...stripe.transfers.values()].find((x) => x.metadata.reference === reference);

describe("onboarding (Stripe Connect Express)", () => {
  it("opens an Express account once and answers a link to Stripe's onboarding, back to /earnings", async () => {
    const first = await link("GBP");
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.url).toMatch(new RegExp(`^${stripe.url}/connect/onboarding/`));
    const row = await accountRow("GBP");
    expect(row).toMatchObject({ gateway: "stripe", payoutsEnabled: false, recipientCode: null });
    const account = row?.stripeAccountId ? stripe.accounts.get(row.stripeAccountId) : undefined;
    expect(account).toMatchObject({
      type: "express",
      country: "GB",
      email: EMAIL,
      capabilities: { transfers: "inactive" },
    });
    const created = stripe.requests.find((r) => r.method === "POST" && r.path === "/v1/accounts");
    expect(created?.headers["idempotency-key"]).toBe(`connect-account:${provider.id}:GBP`);
    const linkSent = [...stripe.links.values()].at(-1);
    expect(linkSent).toEqual({
      account: row?.stripeAccountId,
      refresh_url: "http://global.test/earnings?stripe=refresh",
      return_url: "http://global.test/earnings?stripe=return",
    });

    // Again (the provider came back before finishing): a fresh link to the same account, no second one.
    const again = await link("GBP", "http://global.test/earnings");
    expect(again.status).toBe(200);
    expect(again.body.url).not.toBe(first.body.url);
    expect(stripe.requests.filter((r) => r.method === "POST" && r.path === "/v1/accounts").length).toBe(1);
    expect(stripe.links.size).toBe(2);
    const opened = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "payout_account.stripe_opened"), eq(auditLog.actorId, provider.id)));
    expect(opened.length).toBe(1);

    const { accounts } = await overview();
    expect(accounts.find((a) => a.currency === "GBP")).toMatchObject({
      gateway: "stripe",
      payoutsEnabled: false,
      onboardingComplete: false,
      ready: false,
    });
  });

  it("refuses a currency Stripe does not pay out here and a site that is not ours", async () => {
    expect((await link("NGN")).status).toBe(400);
    expect((await link("USD", "https://evil.example")).status).toBe(400);
  });

  it("refuses a withdrawal until Stripe enables payouts, saying why", async () => {
    await earn(5_000, "GBP");
    const res = await withdraw({ currency: "GBP", amount: 2_000 });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(PAYOUT_MESSAGES.stripeNotReady);
    expect(stripe.requests.some((r) => r.path === "/v1/transfers")).toBe(false);
  });

  it("enables payouts from a signed account.updated (the hosted page's button), once; a replay changes nothing", async () => {
    const row = await accountRow("GBP");
    if (!row?.stripeAccountId) throw new Error("no account");
    const before = stripe.delivered.length;
    // What the hosted page's 'Complete onboarding' does: payouts on, the signed webhook, back to the site.
    const lastLink = [...stripe.links.keys()].at(-1);
    const page = await fetch(`${stripe.url}/connect/onboarding/${lastLink}`);
    expect(await page.text()).toContain(">Complete onboarding</button>");
    const submitted = await fetch(`${stripe.url}/connect/onboarding/${lastLink}`, {
      method: "POST",
      redirect: "manual",
    });
    expect(submitted.status).toBe(303);
    expect(submitted.headers.get("location")).toBe("http://global.test/earnings?stripe=return");
    expect(stripe.delivered.slice(before)).toEqual([{ type: "account.updated", status: 200 }]);
    expect(await accountRow("GBP")).toMatchObject({ payoutsEnabled: true, detailsSubmitted: true });
    const { accounts } = await overview();
    expect(accounts.find((a) => a.currency === "GBP")).toMatchObject({
      payoutsEnabled: true,
      onboardingComplete: true,
      ready: true,
    });

    // Each event is a cue to ask Stripe for the account now (events may come out of order), once per
    // event id: Stripe turns payouts off, but a replay of the event already handled changes nothing.
    const account = stripe.accounts.get(row.stripeAccountId);
    if (!account) throw new Error("no account at Stripe");
    const handled = connectEvent("account.updated", account, row.stripeAccountId);
    expect((await deliver(handled)).status).toBe(200);
    account.payouts_enabled = false;
    expect((await deliver(handled)).status).toBe(200);
    expect((await accountRow("GBP"))?.payoutsEnabled).toBe(true);
    // A new event: now the account is off; an older event that says "on" arriving late is asked again.
    expect((await deliver(connectEvent("account.updated", account, row.stripeAccountId))).status).toBe(200);
    expect((await accountRow("GBP"))?.payoutsEnabled).toBe(false);
    const stale = connectEvent("account.updated", { ...account, payouts_enabled: true }, row.stripeAccountId);
    expect((await deliver(stale)).status).toBe(200);
    expect((await accountRow("GBP"))?.payoutsEnabled).toBe(false);
    // Stripe turns it back on.
    account.payouts_enabled = true;
    expect((await deliver(connectEvent("account.updated", account, row.stripeAccountId))).status).toBe(200);
    expect((await accountRow("GBP"))?.payoutsEnabled).toBe(true);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "payout_account.stripe_updated"), eq(auditLog.subjectId, provider.id)))
      .orderBy(auditLog.createdAt);
    expect(audit.map((a) => [a.actorRole, a.reason])).toEqual([
      ["gateway", "payouts_enabled"],
      ["gateway", "payouts_enabled"],
      ["gateway", "payouts_disabled"],
      ["gateway", "payouts_disabled"],
      ["gateway", "payouts_enabled"],
    ]);
  });

  it("refuses a forged account.updated and changes nothing", async () => {
    const row = await accountRow("GBP");
    if (!row?.stripeAccountId) throw new Error("no account");
    const body = JSON.stringify(
      connectEvent(
        "account.updated",
        { id: row.stripeAccountId, object: "account", payouts_enabled: false },
        row.stripeAccountId,
      ),
    );
    const forged = await webhook(body, signStripe(body, Math.floor(now().getTime() / 1000), "whsec_wrong"));
    expect(forged.status).toBe(400);
    expect(((await forged.json()) as { message: string }).message).toBe(WEBHOOK_REFUSED);
    expect((await accountRow("GBP"))?.payoutsEnabled).toBe(true);
  });
});

describe("withdrawing (Stripe transfers)", () => {
  it("transfers to the connected account with the payout's reference as Idempotency-Key; paid when the transfer is made", async () => {
    const before = await balance("GBP");
    const key = ulid();
    const res = await withdraw({ currency: "GBP", amount: 2_000 }, key);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ amount: 2_000, fee: 0, arrives: 2_000, status: "paid" });
    const row = await accountRow("GBP");
    const sent = stripe.requests.filter((r) => r.method === "POST" && r.path === "/v1/transfers");
    expect(sent.length).toBe(1);
    expect(sent[0]?.headers["idempotency-key"]).toBe(res.body.reference);
    expect(transferOf(res.body.reference)).toMatchObject({
      amount: 2_000,
      currency: "gbp",
      destination: row?.stripeAccountId,
      transfer_group: res.body.reference,
    });
    // The same request again answers the same payout and sends nothing.
    const again = await withdraw({ currency: "GBP", amount: 2_000 }, key);
    expect(again.body.reference).toBe(res.body.reference);
    expect(stripe.requests.filter((r) => r.path === "/v1/transfers").length).toBe(1);
    expect((await payoutRow(res.body.reference))?.gatewayTransferId).toBe(transferOf(res.body.reference)?.id);
    const after = await balance("GBP");
    expect(after).toMatchObject({
      available: before.available - 2_000,
      onItsWay: before.onItsWay,
      paidOut: before.paidOut + 2_000,
    });
    await expectBooksBalanced();
  });

  it("payout.paid and payout.failed of the connected account move no money; a failed one is audited", async () => {
    const row = await accountRow("GBP");
    if (!row?.stripeAccountId) throw new Error("no account");
    const before = await balance("GBP");
    expect((await deliver(stripe.bankPayout(row.stripeAccountId, "paid", 2_000, "GBP"))).status).toBe(200);
    const failed = stripe.bankPayout(row.stripeAccountId, "failed", 2_000, "GBP");
    expect((await deliver(failed)).status).toBe(200);
    expect((await deliver(failed)).status).toBe(200);
    expect(await balance("GBP")).toEqual(before);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, "payout_account.bank_payout_failed"), eq(auditLog.subjectId, provider.id)),
      );
    expect(audit.map((a) => a.reason)).toEqual(["account_closed"]);
  });

  it("returns the money once when Stripe reverses the transfer (transfer.reversed, replayed)", async () => {
    const res = await withdraw({ currency: "GBP", amount: 1_000 });
    expect(res.body.status).toBe("paid");
    const before = await balance("GBP");
    const transfer = transferOf(res.body.reference);
    if (!transfer) throw new Error("no transfer");
    const reversed = stripe.reverseTransfer(transfer.id);
    expect((await deliver(reversed)).status).toBe(200);
    expect((await deliver(reversed)).status).toBe(200);
    expect((await payoutRow(res.body.reference))?.status).toBe("reversed");
    expect(await balance("GBP")).toMatchObject({
      available: before.available + 1_000,
      paidOut: before.paidOut - 1_000,
    });
    await expectBooksBalanced();
  });

  it("returns the money at once when Stripe refuses the transfer; leaves it on its way when Stripe errs, and a resend makes one transfer", async () => {
    stripe.answerTransfers("refuse");
    const before = await balance("GBP");
    const refused = await withdraw({ currency: "GBP", amount: 1_000 });
    expect(refused.status).toBe(201);
    expect(refused.body.status).toBe("failed");
    expect((await balance("GBP")).available).toBe(before.available);

    stripe.answerTransfers("error");
    const unknown = await withdraw({ currency: "GBP", amount: 1_000 });
    expect(unknown.body.status).toBe("pending");
    expect((await balance("GBP")).onItsWay).toBe(before.onItsWay + 1_000);
    stripe.answerTransfers("ok");
    // Sent again with the same reference (as the weekly job does for a payout never sent): one transfer.
    const { sendPayout } = await import("./payouts.ts");
    const deps = {
      db: t.database.db,
      payments: createPaymentGateways(env, { db: t.database.db, publicUrl: "http://api.test" }),
      clock: now,
    };
    const row = await payoutRow(unknown.body.reference);
    const account = await accountRow("GBP");
    if (!row || !account) throw new Error("no payout");
    expect((await sendPayout(deps, row, account)).status).toBe("paid");
    const again = await payoutRow(unknown.body.reference);
    if (!again) throw new Error("no payout");
    await sendPayout(deps, again, account);
    expect(
      [...stripe.transfers.values()].filter((x) => x.metadata.reference === unknown.body.reference).length,
    ).toBe(1);
    expect((await balance("GBP")).onItsWay).toBe(before.onItsWay);
    await expectBooksBalanced();
  });

  it("refuses USD before a USD account exists", async () => {
    await earn(5_000, "USD");
    const res = await withdraw({ currency: "USD", amount: 1_000 });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(PAYOUT_MESSAGES.noPayoutAccount);
  });

  it("pays USD to a US Express account once it is enabled", async () => {
    expect((await link("USD")).status).toBe(200);
    const row = await accountRow("USD");
    if (!row?.stripeAccountId) throw new Error("no account");
    expect(stripe.accounts.get(row.stripeAccountId)?.country).toBe("US");
    await stripe.completeOnboarding(row.stripeAccountId);
    const res = await withdraw({ currency: "USD", amount: 1_500 });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ status: "paid", fee: 0 });
    expect(transferOf(res.body.reference)).toMatchObject({
      currency: "usd",
      amount: 1_500,
      destination: row.stripeAccountId,
    });
  });
});

describe("the weekly payout (Stripe)", () => {
  it("pays a Stripe account on the weekly schedule its available balance once a week", async () => {
    expect((await send("PUT", "/v1/payouts/schedule", { currency: "GBP", schedule: "weekly" })).status).toBe(
      200,
    );
    await earn(3_000, "GBP");
    const available = (await balance("GBP")).available;
    const deps = {
      db: t.database.db,
      payments: createPaymentGateways(env, { db: t.database.db, publicUrl: "http://api.test" }),
      clock: now,
    };
    const transfersBefore = stripe.transfers.size;
    expect(await runWeeklyPayouts(deps)).toBe(1);
    expect(await runWeeklyPayouts(deps)).toBe(0);
    expect(stripe.transfers.size).toBe(transfersBefore + 1);
    const weekly = (
      await t.database.db.select().from(payouts).where(eq(payouts.providerId, provider.id))
    ).filter((p) => p.week !== null && p.currencyCode === "GBP");
    expect(weekly.map((p) => [p.amount, p.status])).toEqual([[available, "paid"]]);
    expect((await balance("GBP")).available).toBe(0);
    await expectBooksBalanced();
  });
});

describe("payouts left on their way after a 5xx (Stripe, the reconcile-payouts job)", () => {
  const job = () => ({
    db: t.database.db,
    payments: createPaymentGateways(env, { db: t.database.db, publicUrl: "http://api.test" }),
    clock: now,
  });
  /** A USD withdrawal whose transfer was answered 500: left on its way. */
  const stuck = async () => {
    stripe.answerTransfers("error");
    try {
      const res = await withdraw({ currency: "USD", amount: 1_000 });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.status).toBe("pending");
      return res.body.reference;
    } finally {
      stripe.answerTransfers("ok");
    }
  };
  const transferPosts = (reference: string) =>
    stripe.requests.filter(
      (r) => r.method === "POST" && r.path === "/v1/transfers" && r.headers["idempotency-key"] === reference,
    ).length;
  /** Stripe made the transfer though its answer was lost (a timeout after Stripe acted). */
  const madeAfterAll = async (reference: string) => {
    const account = await accountRow("USD");
    if (!account?.stripeAccountId) throw new Error("no account");
    const transfer = {
      id: `tr_lost_${ulid().toLowerCase()}`,
      object: "transfer" as const,
      amount: 1_000,
      amount_reversed: 0,
      currency: "usd",
      destination: account.stripeAccountId,
      transfer_group: reference,
      description: "Tranquil earnings",
      metadata: { reference },
      reversed: false,
      created: Math.floor(Date.now() / 1000),
    };
    stripe.transfers.set(transfer.id, transfer);
    return transfer;
  };

  it("re-sends a transfer Stripe never made with the same Idempotency-Key, and it is paid once", async () => {
    await earn(10_000, "USD");
    const reference = await stuck();
    const before = await balance("USD");
    expect(transferOf(reference)).toBeUndefined();
    expect(await reconcilePayouts(job())).toEqual({ resent: 1 });
    expect(transferPosts(reference)).toBeGreaterThanOrEqual(2);
    expect([...stripe.transfers.values()].filter((x) => x.transfer_group === reference).length).toBe(1);
    expect((await payoutRow(reference))?.status).toBe("paid");
    expect(await balance("USD")).toMatchObject({
      onItsWay: before.onItsWay - 1_000,
      paidOut: before.paidOut + 1_000,
    });
    // Nothing pending is left: the next run asks nothing.
    expect(await reconcilePayouts(job())).toEqual({});
    await expectBooksBalanced();
  });

  it("pays a transfer Stripe made though its answer was lost, without sending it again", async () => {
    const reference = await stuck();
    const posts = transferPosts(reference);
    const made = await madeAfterAll(reference);
    expect(await reconcilePayouts(job())).toEqual({ paid: 1 });
    expect(transferPosts(reference)).toBe(posts);
    expect(await payoutRow(reference)).toMatchObject({ status: "paid", gatewayTransferId: made.id });
    await expectBooksBalanced();
  });

  it("returns a transfer Stripe made and then reversed", async () => {
    const reference = await stuck();
    const before = await balance("USD");
    const made = await madeAfterAll(reference);
    Object.assign(made, { reversed: true, amount_reversed: made.amount });
    expect(await reconcilePayouts(job())).toEqual({ returned: 1 });
    expect((await payoutRow(reference))?.status).toBe("reversed");
    expect((await balance("USD")).available).toBe(before.available + 1_000);
    await expectBooksBalanced();
  });

  it("leaves it on its way while Stripe answers 500 to the re-send too", async () => {
    const reference = await stuck();
    const before = await balance("USD");
    stripe.answerTransfers("error");
    try {
      expect(await reconcilePayouts(job())).toEqual({ unreachable: 1 });
    } finally {
      stripe.answerTransfers("ok");
    }
    expect((await payoutRow(reference))?.status).toBe("pending");
    expect(await balance("USD")).toEqual(before);
    expect(await reconcilePayouts(job())).toEqual({ resent: 1 });
    expect((await payoutRow(reference))?.status).toBe("paid");
    await expectBooksBalanced();
  });
});
