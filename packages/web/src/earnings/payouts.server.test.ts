import type { ApiClient } from "@marketplace/api-client";
import { PAYOUT_MESSAGES } from "@marketplace/domain/payouts";
import { describe, expect, it } from "vitest";
import { publicOrigin } from "../env/index.server.ts";
import { region } from "../env/index.ts";
import { payoutAction } from "./payouts.server.ts";

type Answer = { status: number; data?: unknown; error?: unknown };

/** An API client answering each method and path what the test gives it, recording what it was sent. */
function fakeApi(answers: Record<string, Answer | (() => Answer)>) {
  const sent: Array<{ call: string; options: unknown }> = [];
  const method =
    (name: string) =>
    async (path: string, options: unknown): Promise<Answer & { response: Response }> => {
      const call = `${name} ${path}`;
      sent.push({ call, options });
      const given = answers[call];
      const answer = typeof given === "function" ? given() : (given ?? { status: 404 });
      return { ...answer, response: new Response(null, { status: answer.status }) };
    };
  const api = { GET: method("GET"), POST: method("POST"), PUT: method("PUT") } as unknown as ApiClient;
  return { api, sent };
}

const overview = (available: number) => ({
  status: 200,
  data: {
    clearingDays: 3,
    balances: [
      {
        currency: "NGN",
        available,
        pending: 0,
        onItsWay: 0,
        paidOut: 0,
        minimum: 100_000,
        canWithdraw: true,
      },
    ],
    accounts: [],
    history: [],
  },
});
const KEY = "0b6f6a8e-3f55-4f4c-9d1e-6c1f0c0a9b11";

describe("payoutAction: withdrawing", () => {
  it("reviews an amount with its fee and what arrives, and makes the key the confirmation sends", async () => {
    const { api } = fakeApi({ "GET /v1/payouts": overview(800_000) });
    const result = await payoutAction(api, { intent: "review-withdrawal", currency: "NGN", amount: "5,000" });
    expect(result).toMatchObject({
      intent: "review-withdrawal",
      ok: true,
      review: { amount: 500_000, fee: 1_000, arrives: 499_000 },
    });
  });

  it("refuses at the field an amount above the available balance or below the minimum, keeping it", async () => {
    const { api } = fakeApi({ "GET /v1/payouts": overview(800_000) });
    const above = await payoutAction(api, { intent: "review-withdrawal", currency: "NGN", amount: "8001" });
    expect(above).toMatchObject({
      ok: false,
      amountText: "8001",
      fieldErrors: { amount: PAYOUT_MESSAGES.aboveAvailable },
    });
    const below = await payoutAction(api, { intent: "review-withdrawal", currency: "NGN", amount: "999" });
    expect(below).toMatchObject({ ok: false, fieldErrors: { amount: PAYOUT_MESSAGES.belowMinimum("NGN") } });
    const decimals = await payoutAction(api, {
      intent: "review-withdrawal",
      currency: "NGN",
      amount: "10.005",
    });
    expect(decimals).toMatchObject({ ok: false, fieldErrors: { amount: PAYOUT_MESSAGES.notWhole } });
  });

  it("confirms with the review's Idempotency-Key, the same key again if the connection drops", async () => {
    let calls = 0;
    const { api, sent } = fakeApi({
      "POST /v1/payouts/withdraw": () => {
        calls += 1;
        if (calls === 1) throw new TypeError("fetch failed");
        return { status: 201, data: { status: "paid" } };
      },
    });
    const result = await payoutAction(api, { intent: "withdraw", currency: "NGN", amount: "5000", key: KEY });
    expect(result).toBeInstanceOf(Response);
    expect((result as Response).headers.get("Location")).toBe(
      "/earnings?payouts=paid&currency=NGN#payouts-NGN",
    );
    expect(sent.map((s) => s.options)).toEqual([
      { params: { header: { "idempotency-key": KEY } }, body: { currency: "NGN", amount: 500_000 } },
      { params: { header: { "idempotency-key": KEY } }, body: { currency: "NGN", amount: 500_000 } },
    ]);
  });

  it("brings the API's refusal (409, 422, 503) back to the form with the amount kept", async () => {
    for (const [status, message] of [
      [409, PAYOUT_MESSAGES.accountOnHold],
      [422, PAYOUT_MESSAGES.aboveAvailable],
      [503, PAYOUT_MESSAGES.gatewayUnavailable],
    ] as const) {
      const { api } = fakeApi({ "POST /v1/payouts/withdraw": { status, error: { message } } });
      const result = await payoutAction(api, {
        intent: "withdraw",
        currency: "NGN",
        amount: "5000",
        key: KEY,
      });
      expect(result, String(status)).toMatchObject({
        intent: "withdraw",
        ok: false,
        message,
        amountText: "5000",
      });
    }
  });
});

describe("payoutAction: the bank account", () => {
  it("resolves the account's name for the second step, and keeps what was typed when the bank refuses", async () => {
    const resolved = fakeApi({
      "POST /v1/payouts/bank-account/resolve": {
        status: 200,
        data: { accountName: "ADA OBI", bankName: "Access Bank" },
      },
    });
    const ok = await payoutAction(resolved.api, {
      intent: "resolve",
      currency: "NGN",
      bankCode: "044",
      accountNumber: "01234 56789",
    });
    expect(ok).toMatchObject({
      ok: true,
      account: {
        bankCode: "044",
        accountNumber: "0123456789",
        accountName: "ADA OBI",
        bankName: "Access Bank",
      },
    });

    const refused = fakeApi({
      "POST /v1/payouts/bank-account/resolve": {
        status: 422,
        error: { message: PAYOUT_MESSAGES.accountNotResolved },
      },
    });
    const no = await payoutAction(refused.api, {
      intent: "resolve",
      currency: "NGN",
      bankCode: "044",
      accountNumber: "0009990001",
    });
    expect(no).toMatchObject({
      ok: false,
      message: PAYOUT_MESSAGES.accountNotResolved,
      entered: { bankCode: "044", accountNumber: "0009990001" },
    });
    const short = await payoutAction(refused.api, {
      intent: "resolve",
      currency: "NGN",
      bankCode: "",
      accountNumber: "12",
    });
    expect(short).toMatchObject({
      ok: false,
      fieldErrors: {
        bankCode: "Choose your bank",
        accountNumber: "Enter the 10-digit account number (NUBAN)",
      },
    });
  });

  it("saves with the password, or says the password is wrong at its field with the resolved account kept", async () => {
    const account = {
      bankCode: "044",
      accountNumber: "0123456789",
      accountName: "ADA OBI",
      bankName: "Access Bank",
    };
    const wrong = fakeApi({
      "PUT /v1/payouts/bank-account": {
        status: 400,
        error: {
          message: PAYOUT_MESSAGES.wrongPassword,
          errors: [`password: ${PAYOUT_MESSAGES.wrongPassword}`],
        },
      },
    });
    const refused = await payoutAction(wrong.api, {
      intent: "save-account",
      currency: "NGN",
      ...account,
      password: "x",
    });
    expect(refused).toMatchObject({
      ok: false,
      account,
      fieldErrors: { password: PAYOUT_MESSAGES.wrongPassword },
    });

    const right = fakeApi({ "PUT /v1/payouts/bank-account": { status: 200, data: { currency: "NGN" } } });
    const saved = await payoutAction(right.api, {
      intent: "save-account",
      currency: "NGN",
      ...account,
      password: "pw",
    });
    expect((saved as Response).headers.get("Location")).toBe(
      "/earnings?payouts=account-saved&currency=NGN#payouts-NGN",
    );
    expect(right.sent[0]?.options).toEqual({
      body: { bankCode: "044", accountNumber: "0123456789", password: "pw" },
    });
  });
});

describe("payoutAction: Stripe's onboarding link", () => {
  it("sends the browser to the link for pounds and dollars, never for naira", async () => {
    const { api, sent } = fakeApi({
      "POST /v1/payouts/stripe/account-link": {
        status: 200,
        data: { url: "https://connect.stripe.test/setup/a1" },
      },
    });
    const go = await payoutAction(api, { intent: "stripe-link", currency: "GBP" });
    expect((go as Response).headers.get("Location")).toBe("https://connect.stripe.test/setup/a1");
    // With this site's origin, where Stripe sends the browser back.
    expect(sent[0]?.options).toEqual({ body: { currency: "GBP", site: publicOrigin(region) } });
    const naira = await payoutAction(api, { intent: "stripe-link", currency: "NGN" });
    expect(naira).toMatchObject({ ok: false, message: PAYOUT_MESSAGES.currencyNotPaidOut });
  });
});
