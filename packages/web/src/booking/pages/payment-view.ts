import type { BookingView } from "./booking-view.ts";

/** The payment page's pure parts: what the wallet can pay, and what a returning payment means. */

export interface Wallet {
  balance: number;
  currency: string;
}

/** What the wallet can put towards this booking: the API takes only a wallet of its currency. */
export const usableBalance = (wallet: Wallet | null, currency: string) =>
  wallet && wallet.currency === currency ? Math.max(0, wallet.balance) : 0;

export type PaymentState = "pending" | "success" | "failed" | "abandoned";

export interface PaymentCheck {
  reference: string;
  status: PaymentState;
  seriesIdentifier: string | null;
}

/** What the page does about a payment it was sent back with, given the booking as read after it. */
export type PaymentOutcome =
  /** Confirmed: on to the booking's summary, which says 'Payment successful!'. */
  | "paid"
  /** Paid after the hold lapsed: the API put the money in the wallet (decision 023, Settling). */
  | "to-wallet"
  /** The gateway has not answered yet: the busy state, asking again every 5 s. */
  | "checking"
  /** The payer cancelled the checkout: said so; while the hold lasts the page offers paying again. */
  | "cancelled"
  /** Declined (or never finished before the hold ended): while the hold lasts, paying again is offered. */
  | "failed";

export function paymentOutcome(check: PaymentCheck | null, view: BookingView): PaymentOutcome | null {
  if (!check || check.seriesIdentifier !== view.seriesIdentifier) return null;
  if (check.status === "success") return view.status === "expired" ? "to-wallet" : "paid";
  // A checkout nobody finishes ends with its hold: still pending then is a failure too.
  if (check.status === "pending") return view.status === "awaiting_payment" ? "checking" : "failed";
  return check.status === "abandoned" ? "cancelled" : "failed";
}
