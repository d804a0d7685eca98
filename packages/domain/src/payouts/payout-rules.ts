import { formatAmount } from "../money/money.ts";

/**
 * The rules of paying providers (issue 31, docs/decisions/057-payouts.md). Amounts are integers in
 * minor units (kobo, pence, cents). Pure, so the API, the earnings page and the tests share one source.
 */

/**
 * How long an earning clears before it can be withdrawn: the refund window after a session completes
 * (a refund inside it comes out of money that never left). No refund-window constant existed before
 * issue 31: this is it.
 */
export const REFUND_WINDOW_DAYS = 3;
export const PAYOUT_CLEARING_DAYS = REFUND_WINDOW_DAYS;
export const PAYOUT_CLEARING_MS = PAYOUT_CLEARING_DAYS * 24 * 60 * 60 * 1000;

/** Changing the payout account holds payouts this long (account-takeover defence). */
export const PAYOUT_ACCOUNT_HOLD_HOURS = 24;
export const PAYOUT_ACCOUNT_HOLD_MS = PAYOUT_ACCOUNT_HOLD_HOURS * 60 * 60 * 1000;

/** The currencies a provider is paid in, and the smallest withdrawal of each (minor units). */
export const PAYOUT_MINIMUM = { NGN: 100_000, USD: 1_000, GBP: 1_000 } as const;
export type PayoutCurrency = keyof typeof PAYOUT_MINIMUM;
export const PAYOUT_CURRENCIES = Object.keys(PAYOUT_MINIMUM) as PayoutCurrency[];

export function isPayoutCurrency(currency: string): currency is PayoutCurrency {
  return Object.hasOwn(PAYOUT_MINIMUM, currency);
}

/** Who sends the money: Paystack Transfers for naira, Stripe Connect Express for dollars and pounds. */
export function payoutGatewayFor(currency: PayoutCurrency): "paystack" | "stripe" {
  return currency === "NGN" ? "paystack" : "stripe";
}

/**
 * Paystack's fee for one NGN transfer (its published tiers): ₦10 up to ₦5,000, ₦25 up to ₦50,000,
 * ₦50 above. Stripe charges the connected account nothing for a standard (not instant) payout.
 * The fee comes out of the amount withdrawn: what arrives is the amount less the fee.
 */
export function transferFee(amount: number, currency: PayoutCurrency): number {
  if (currency !== "NGN") return 0;
  if (amount <= 500_000) return 1_000;
  if (amount <= 5_000_000) return 2_500;
  return 5_000;
}

export type PayoutSchedule = "manual" | "weekly";
export const PAYOUT_SCHEDULES: readonly PayoutSchedule[] = ["manual", "weekly"];

export type PayoutStatus = "pending" | "paid" | "failed" | "reversed";

export const PAYOUT_MESSAGES = {
  belowMinimum: (currency: PayoutCurrency) =>
    `The smallest withdrawal is ${formatAmount(PAYOUT_MINIMUM[currency], currency)}`,
  aboveAvailable: "You cannot withdraw more than your available balance",
  notWhole: "Enter the amount with no more than two decimal places",
  noPayoutAccount: "Add a payout account before withdrawing",
  accountOnHold: "Your payout account was changed recently: payouts resume 24 hours after the change",
  accountNotReady: "Finish setting up your payout account before withdrawing",
  /** A Stripe connected account Stripe has not enabled for payouts yet (onboarding unfinished or in review). */
  otherPayoutAccount: "Payouts in this currency already go to another payout account",
  stripeNotReady: "Finish setting up payouts with Stripe before withdrawing",
  currencyNotPaidOut: "Payouts are made in NGN, USD or GBP",
  accountNotResolved: "We could not find an account with this number at this bank",
  wrongPassword: "The password is not correct",
  gatewayUnavailable: "The payout service is not available right now. Please try again.",
  payoutNotFound: "Payout not found",
  negativeBalance:
    "A session you were already paid for was refunded, so your available balance is below zero. Your next earnings repay it before you can withdraw again.",
  accountChangedSubject: "Your payout account was changed",
} as const;

/** A provider's money in one currency, from the ledger. */
export interface PayoutBalances {
  /** Cleared and not yet withdrawn; negative when a refund followed a payout. */
  available: number;
  /** Earned in the last PAYOUT_CLEARING_DAYS: still clearing. */
  pending: number;
  /** Payouts requested and not yet arrived (or returned). */
  onItsWay: number;
  /** Payouts that arrived. */
  paidOut: number;
}

/**
 * The four figures from the ledger: the earnings account's balance (cleared and clearing together),
 * what of it was earned inside the clearing window, the in-flight account and what left through payouts.
 * Clearing earnings are pending; the rest is available, and may be negative (a refund after a payout).
 * Pending is never more than the balance when the balance is positive (what was withdrawn came from
 * cleared money first).
 */
export function payoutBalances(p: {
  earningsBalance: number;
  clearing: number;
  inFlight: number;
  paidOut: number;
}): PayoutBalances {
  const pending = Math.max(0, Math.min(p.clearing, Math.max(0, p.earningsBalance)));
  return {
    available: p.earningsBalance - pending,
    pending,
    onItsWay: p.inFlight,
    paidOut: p.paidOut,
  };
}

export type WithdrawalCheck =
  | { ok: true; amount: number; fee: number; arrives: number }
  | { ok: false; message: string };

/**
 * Whether an amount may be withdrawn from an available balance: at least the currency's minimum and
 * at most what is available (so a withdrawal never takes available below zero). The fee is shown
 * before confirming; what arrives is the amount less the fee.
 */
export function checkWithdrawal(
  amount: number,
  available: number,
  currency: PayoutCurrency,
): WithdrawalCheck {
  if (!Number.isSafeInteger(amount)) return { ok: false, message: PAYOUT_MESSAGES.notWhole };
  if (amount > available) return { ok: false, message: PAYOUT_MESSAGES.aboveAvailable };
  if (amount < PAYOUT_MINIMUM[currency])
    return { ok: false, message: PAYOUT_MESSAGES.belowMinimum(currency) };
  const fee = transferFee(amount, currency);
  return { ok: true, amount, fee, arrives: amount - fee };
}

/** Whether the available balance can be withdrawn at all (at least the minimum). */
export function canWithdraw(available: number, currency: PayoutCurrency): boolean {
  return available >= PAYOUT_MINIMUM[currency];
}

/**
 * The week a weekly payout belongs to, as `YYYY-Www` (ISO week, UTC): one automatic payout per
 * provider, currency and week.
 */
export function payoutWeek(now: Date): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const day = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - day);
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((d.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${d.getUTCFullYear()}-W${String(week).padStart(2, "0")}`;
}

/** Whether a changed payout account still holds payouts at a moment. */
export function payoutAccountHeld(heldUntil: Date | null, now: Date): boolean {
  return heldUntil !== null && heldUntil.getTime() > now.getTime();
}
