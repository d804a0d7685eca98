/**
 * The wallet top-up as a person types it (spec sections 4, 5, 8 and 9; docs/decisions/023). Pure and
 * free of zod, so a screen can check an amount without downloading the schema library.
 *
 * The rules, chosen here (the spec leaves them out):
 * - commas are stripped, then the text must be a plain positive decimal number ('5,000', '25.50');
 * - at most 2 decimal places (minor units are hundredths);
 * - at least and at most a per-currency amount, inside the API's own bounds (`TOP_UP_MINIMUM` and
 *   `TOP_UP_MAXIMUM`, one major unit to a million): NGN ₦100 to ₦1,000,000; GBP, USD and EUR 5.00 to
 *   5,000.00 (a card payment below 5 costs more in fees than it is worth, and above 5,000 is more than a
 *   year of weekly sessions); any other currency the API's bounds.
 * The amount sent is in minor units (entered × 100). The API refuses a top-up outside the same limits
 * of the payer's currency (`checkTopUpMinor`), so these limits are written here alone.
 */

import { TOP_UP_MAXIMUM, TOP_UP_MINIMUM } from "../ledger/payment-rules.ts";
import { parseAmount, toMinor } from "../money/amount-input.ts";
import { formatAmount } from "../money/money.ts";

export interface TopUpLimits {
  /** Minor units. */
  min: number;
  /** Minor units. */
  max: number;
}

const CARD_LIMITS: TopUpLimits = { min: 500, max: 500_000 };

export const TOP_UP_LIMITS: Readonly<Record<string, TopUpLimits>> = {
  NGN: { min: 10_000, max: 100_000_000 },
  GBP: CARD_LIMITS,
  USD: CARD_LIMITS,
  EUR: CARD_LIMITS,
};

/** The limits of a currency's top-up; the API's bounds for a currency with none of its own. */
export function topUpLimits(currency: string): TopUpLimits {
  return TOP_UP_LIMITS[currency.toUpperCase()] ?? { min: TOP_UP_MINIMUM, max: TOP_UP_MAXIMUM };
}

/** Payment status poll (spec section 9): every 5 seconds. */
export const PAYMENT_POLL_MS = 5_000;
/** When the fallback link shows if the browser has not left for the checkout (spec section 9). */
export const REDIRECT_FALLBACK_MS = 100;

export const WALLET_MESSAGES = {
  paymentSuccessful: "Payment successful!",
  /** The payer cancelled the gateway's checkout (the spec's failure words are for a failed payment; issue 28). */
  paymentCancelled: "Payment cancelled. You were not charged.",
  amountRequired: "Please enter an amount",
  amountInvalid: "Please enter the amount in numbers, such as 5,000 or 25.50",
  amountDecimals: "Please use at most 2 decimal places",
  amountTooSmall: "The smallest top-up is {{amount}}",
  amountTooLarge: "The largest top-up is {{amount}}",
} as const;

export type TopUpCheck = { ok: true; minor: number } | { ok: false; message: string };

const withAmount = (message: string, minor: number, currency: string, locale: string) =>
  message.replace("{{amount}}", formatAmount(minor, currency, locale));

/**
 * An amount in minor units against its currency's limits: the API's check of a top-up it is sent and
 * the form's of what was typed, with the same messages.
 */
export function checkTopUpMinor(minor: number, currency: string, locale = "en-US"): TopUpCheck {
  const { min, max } = topUpLimits(currency);
  if (minor < min)
    return { ok: false, message: withAmount(WALLET_MESSAGES.amountTooSmall, min, currency, locale) };
  if (minor > max)
    return { ok: false, message: withAmount(WALLET_MESSAGES.amountTooLarge, max, currency, locale) };
  return { ok: true, minor };
}

/** What the person typed to minor units, or the message to show beside the field. */
export function checkTopUpAmount(text: string, currency: string, locale = "en-US"): TopUpCheck {
  const cleaned = text.replace(/,/g, "").trim();
  if (cleaned === "") return { ok: false, message: WALLET_MESSAGES.amountRequired };
  const major = parseAmount(cleaned);
  if (major === null || major < 0) return { ok: false, message: WALLET_MESSAGES.amountInvalid };
  if ((cleaned.split(".")[1] ?? "").length > 2) return { ok: false, message: WALLET_MESSAGES.amountDecimals };
  return checkTopUpMinor(toMinor(major), currency, locale);
}
