import { randomUUID } from "node:crypto";
import type { ApiClient } from "@marketplace/api-client";
import { formError, GENERIC_MESSAGES } from "@marketplace/domain/errors";
import {
  checkWithdrawal,
  isPayoutCurrency,
  PAYOUT_MESSAGES,
  type PayoutCurrency,
} from "@marketplace/domain/payouts";
import { redirect } from "@remix-run/node";
import { fieldErrorsFromZod } from "../accounts/index.ts";
import { publicOrigin } from "../env/index.server.ts";
import { region } from "../env/index.ts";
import {
  accountFormSchema,
  resolveFormSchema,
  scheduleFormSchema,
  withdrawFormSchema,
} from "./payout-forms.ts";
import { type AccountForm, type PayoutResult, withdrawReview } from "./payout-view.ts";

/**
 * /earnings' payouts (issue 31, docs/decisions/057-payouts.md): what the loader reads, and the forms'
 * action. Every form is a plain post, so the page works with JavaScript off: a two-step form's first
 * step (resolve the account, review the withdrawal) answers the page again with what the second step
 * needs; a finished change redirects back to /earnings with a query the page turns into a status line.
 */
export async function loadPayouts(api: ApiClient) {
  const overview = await api.GET("/v1/payouts");
  const data = overview.data ?? null;
  // The bank list only for a provider paid in naira (Paystack's list, cached by the API for an hour).
  const inNaira = data?.balances.some((b) => b.currency === "NGN") ?? false;
  const banks = inNaira ? await api.GET("/v1/payouts/banks") : null;
  return {
    payouts: data,
    banks: banks?.data ?? null,
    banksError: banks && !banks.data ? formError(banks.error, GENERIC_MESSAGES.generic, []).message : null,
  };
}

function fail<I extends PayoutResult["intent"]>(
  intent: I,
  currency: string,
  error: unknown,
  fields: readonly string[],
) {
  const { message, fieldErrors } = formError(error, GENERIC_MESSAGES.generic, fields);
  return { intent, currency, ok: false as const, message, fieldErrors };
}

const values = (form: Record<string, FormDataEntryValue>): Record<string, string> =>
  Object.fromEntries(Object.entries(form).map(([k, v]) => [k, typeof v === "string" ? v : ""]));

/** The action of /earnings' payout forms, chosen by `intent`. */
export async function payoutAction(
  api: ApiClient,
  form: Record<string, FormDataEntryValue>,
): Promise<PayoutResult | Response> {
  const fields = values(form);
  const intent = fields.intent ?? "";
  const currency = fields.currency ?? "NGN";

  if (intent === "resolve") {
    // What was entered comes back with a refusal, so nothing has to be typed again.
    const entered = { bankCode: fields.bankCode ?? "", accountNumber: fields.accountNumber ?? "" };
    const parsed = resolveFormSchema.safeParse(fields);
    if (!parsed.success)
      return {
        intent: "resolve",
        currency,
        ok: false,
        entered,
        message: null,
        fieldErrors: fieldErrorsFromZod(parsed.error),
      };
    const { data, error } = await api.POST("/v1/payouts/bank-account/resolve", { body: parsed.data });
    if (!data) return { ...fail("resolve", currency, error, ["bankCode", "accountNumber"]), entered };
    const account: AccountForm = { ...parsed.data, ...data };
    return { intent: "resolve", currency, ok: true, account };
  }

  if (intent === "save-account") {
    const parsed = accountFormSchema.safeParse(fields);
    const account: AccountForm = {
      bankCode: fields.bankCode ?? "",
      accountNumber: fields.accountNumber ?? "",
      accountName: fields.accountName ?? "",
      bankName: fields.bankName ?? "",
    };
    if (!parsed.success)
      return {
        intent: "save-account",
        currency,
        ok: false,
        account,
        message: null,
        fieldErrors: fieldErrorsFromZod(parsed.error),
      };
    const { bankCode, accountNumber, password } = parsed.data;
    const { data, error } = await api.PUT("/v1/payouts/bank-account", {
      body: { bankCode, accountNumber, password },
    });
    if (!data) return { ...fail("save-account", currency, error, ["password"]), account };
    return redirect("/earnings?payouts=account-saved&currency=NGN#payouts-NGN");
  }

  if (intent === "schedule") {
    const parsed = scheduleFormSchema.safeParse(fields);
    if (!parsed.success)
      return { intent: "schedule", currency, ok: false, message: GENERIC_MESSAGES.generic, fieldErrors: {} };
    const { data, error } = await api.PUT("/v1/payouts/schedule", { body: parsed.data });
    if (!data) return fail("schedule", currency, error, []);
    return redirect(
      `/earnings?payouts=schedule-saved&currency=${parsed.data.currency}#payouts-${parsed.data.currency}`,
    );
  }

  if (intent === "review-withdrawal" || intent === "withdraw") {
    if (!isPayoutCurrency(currency))
      return {
        intent,
        currency,
        ok: false as const,
        message: PAYOUT_MESSAGES.currencyNotPaidOut,
        fieldErrors: {},
      };
    const parsed = withdrawFormSchema.safeParse(fields);
    if (!parsed.success)
      return {
        intent,
        currency,
        ok: false as const,
        amountText: fields.amount ?? "",
        message: null,
        fieldErrors: fieldErrorsFromZod(parsed.error),
      };
    const amount = parsed.data.amount;
    if (intent === "review-withdrawal") {
      // The domain's check against the balance as it is now (the API checks again when it is sent):
      // below the minimum or above what is available is said at the field before any review.
      const overview = await api.GET("/v1/payouts");
      const balance = overview.data?.balances.find((b) => b.currency === currency);
      const check = balance ? checkWithdrawal(amount, balance.available, currency) : null;
      if (check && !check.ok)
        return {
          intent,
          currency,
          ok: false as const,
          amountText: fields.amount ?? "",
          message: null,
          fieldErrors: { amount: check.message },
        };
      // The review: the fee and what will arrive, and a key made now so that a second press of the
      // confirm button (a double click, a resent form) pays once (the API answers the first answer).
      return {
        intent: "review-withdrawal",
        currency,
        ok: true,
        review: { ...withdrawReview(amount, currency), key: randomUUID() },
      };
    }
    return withdraw(api, currency, amount, parsed.data.key ?? randomUUID(), fields.amount ?? "");
  }

  if (intent === "stripe-link") {
    if (!isPayoutCurrency(currency) || currency === "NGN")
      return {
        intent: "stripe-link",
        currency,
        ok: false,
        message: PAYOUT_MESSAGES.currencyNotPaidOut,
        fieldErrors: {},
      };
    // Stripe's onboarding sends the browser back to this site's /earnings (?stripe=return|refresh).
    const { data, error } = await api.POST("/v1/payouts/stripe/account-link", {
      body: { currency, site: publicOrigin(region) },
    });
    if (!data) return fail("stripe-link", currency, error ?? null, []);
    return redirect(data.url);
  }

  return { intent: "unknown", currency, ok: false, message: GENERIC_MESSAGES.generic, fieldErrors: {} };
}

/** Sends the withdrawal with the review's Idempotency-Key, once more with it if the connection dropped. */
async function withdraw(
  api: ApiClient,
  currency: PayoutCurrency,
  amount: number,
  key: string,
  amountText: string,
): Promise<PayoutResult | Response> {
  const send = () =>
    api.POST("/v1/payouts/withdraw", {
      params: { header: { "idempotency-key": key } },
      body: { currency, amount },
    });
  const { data, error } = await send().catch(send);
  if (!data) return { ...fail("withdraw", currency, error, ["amount"]), amountText };
  return redirect(
    `/earnings?payouts=${data.status === "paid" ? "paid" : "sent"}&currency=${currency}#payouts-${currency}`,
  );
}
