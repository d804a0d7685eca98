/**
 * The money rules of the ledger (issue 14, docs/decisions/023-ledger-and-payments.md). Amounts are
 * integers in minor units (kobo, pence, cents); every ledger transaction is a set of signed entries
 * summing to 0.
 */

/** The platform keeps this share of every session fee; the provider earns the rest. */
export const PLATFORM_COMMISSION_SHARE = 0.2;

/** The kinds of account the ledger keeps. Wallets and earnings belong to a person; the rest to the platform. */
export const LEDGER_ACCOUNT_KINDS = [
  /** What a client can spend: top-ups and refunds in, payments out. Never negative. */
  "client_wallet",
  /** What a provider has earned from completed sessions (and late-cancellation fees). Never negative. */
  "provider_earnings",
  /**
   * Payments for sessions not yet held: released to the provider on completion or back on a refund.
   * Never negative: nothing leaves escrow that a payment did not put there.
   */
  "booking_escrow",
  /** Money outside the platform, per gateway: negative as money comes in. */
  "gateway_clearing",
  /** The platform's commission. Never negative. */
  "platform_revenue",
  /**
   * A provider's payouts requested and not yet arrived (issue 31): out of earnings at the request,
   * out to the gateway when it arrives, back to earnings when it fails or is reversed. Never negative.
   */
  "provider_payout_in_flight",
] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

export const LEDGER_TRANSACTION_KINDS = [
  "top_up",
  "booking_payment",
  "refund",
  "earning",
  "late_fee",
  "correction",
  /** Wallet money sent back to the card or account of the payment that brought it in. */
  "gateway_refund",
  /** A provider's withdrawal requested: earnings → in flight (issue 31). */
  "payout_requested",
  /** The withdrawal arrived: in flight → out through the gateway's clearing account. */
  "payout_paid",
  /** The withdrawal failed or was reversed: in flight → back to earnings. */
  "payout_returned",
  /**
   * A held session refunded after it was earned (a settled dispute): the provider's share and the
   * commission go back to the client's wallet. The one posting that may take earnings below zero
   * (a refund after a payout); later earnings repay it.
   */
  "earning_reversed",
] as const;
export type LedgerTransactionKind = (typeof LEDGER_TRANSACTION_KINDS)[number];

/**
 * Accounts that may never go below zero: every kind but gateway clearing, which mirrors money outside
 * the platform and is negative as money comes in. The ledger refuses a posting that would take one of
 * them below zero (apps/api ledger `post`); the database also refuses it for wallets and earnings.
 */
export const NON_NEGATIVE_ACCOUNTS: readonly LedgerAccountKind[] = [
  "client_wallet",
  "provider_earnings",
  "booking_escrow",
  "platform_revenue",
  "provider_payout_in_flight",
];

/**
 * The postings allowed to take a provider's earnings below zero: only a refund of a session already
 * earned (and perhaps paid out). A withdrawal never does (issue 31).
 */
export const MAY_TAKE_EARNINGS_NEGATIVE: readonly LedgerTransactionKind[] = ["earning_reversed"];

export const LEDGER_MESSAGES = {
  insufficientFunds: "Your wallet balance is not enough for this payment",
  unbalanced: "A ledger transaction must balance",
  belowZero: "A ledger posting may not take this account below zero",
  mixedCurrencies: "A ledger transaction moves one currency",
} as const;

/** How a session fee divides: the provider's earning and the platform's commission, summing to the fee. */
export function splitFee(fee: number): { provider: number; platform: number } {
  const platform = Math.round(fee * PLATFORM_COMMISSION_SHARE);
  return { provider: fee - platform, platform };
}

/**
 * A provider's side of a booking (issue 28): the fee per session, the platform's commission and the
 * provider's share of it (splitFee, as the ledger posts each held session), and the share of all the
 * sessions booked.
 */
export function providerEarnings(fee: number, sessions: number) {
  const { provider, platform } = splitFee(fee);
  return { fee, commission: platform, share: provider, totalShare: provider * Math.max(0, sessions) };
}

/** How a payment divides between the wallet and the gateway: the wallet first, when asked. */
export function splitPayment(options: { total: number; walletBalance: number; useWalletBalance: boolean }) {
  const fromWallet = options.useWalletBalance
    ? Math.min(options.total, Math.max(0, options.walletBalance))
    : 0;
  return { fromWallet, fromGateway: options.total - fromWallet };
}

/** True when signed amounts balance (sum to zero) and none is zero or fractional. */
export function isBalanced(amounts: readonly number[]): boolean {
  return (
    amounts.length >= 2 &&
    amounts.every((a) => Number.isInteger(a) && a !== 0) &&
    amounts.reduce((s, a) => s + a, 0) === 0
  );
}
