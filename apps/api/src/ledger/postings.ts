import { splitFee } from "@marketplace/domain/ledger";
import type { Posting } from "./ledger.ts";

/**
 * The ledger's postings by name (docs/decisions/023-ledger-and-payments.md), so the seed, the payment
 * routes and the booking engine write the same entries for the same event. Each is keyed, so posting
 * it twice moves money once.
 */

const wallet = (userId: string, currency: string) => ({ kind: "client_wallet" as const, userId, currency });
const escrow = (currency: string) => ({ kind: "booking_escrow" as const, currency });
const clearing = (gateway: string, currency: string) => ({
  kind: "gateway_clearing" as const,
  currency,
  label: gateway,
});

/** Money in through a gateway, onto the client's wallet. */
export function topUpPosting(p: {
  userId: string;
  amount: number;
  currency: string;
  gateway: string;
  paymentId: string;
}): Posting {
  return {
    kind: "top_up",
    description: "Wallet top-up",
    currency: p.currency,
    dedupeKey: `top_up:${p.paymentId}`,
    paymentId: p.paymentId,
    lines: [
      { account: clearing(p.gateway, p.currency), amount: -p.amount },
      { account: wallet(p.userId, p.currency), amount: p.amount },
    ],
  };
}

/**
 * A booking paid: the wallet's part and the gateway's part, together, into escrow until the sessions
 * are held. `paymentId` is the gateway payment when there is one.
 */
export function bookingPaymentPosting(p: {
  clientId: string;
  seriesId: string;
  currency: string;
  fromWallet: number;
  fromGateway: number;
  gateway?: string;
  paymentId?: string;
}): Posting {
  const lines: Posting["lines"] = [];
  if (p.fromWallet > 0) lines.push({ account: wallet(p.clientId, p.currency), amount: -p.fromWallet });
  if (p.fromGateway > 0)
    lines.push({ account: clearing(p.gateway ?? "sandbox", p.currency), amount: -p.fromGateway });
  lines.push({ account: escrow(p.currency), amount: p.fromWallet + p.fromGateway });
  return {
    kind: "booking_payment",
    description: "Session payment",
    currency: p.currency,
    dedupeKey: `booking_payment:${p.seriesId}`,
    paymentId: p.paymentId ?? null,
    seriesId: p.seriesId,
    lines,
  };
}

/** A session held: its fee leaves escrow, the provider earns their share, the platform its commission. */
export function sessionEarningPosting(p: {
  providerId: string;
  bookingId: string;
  fee: number;
  currency: string;
}): Posting {
  const { provider, platform } = splitFee(p.fee);
  const lines: Posting["lines"] = [
    { account: escrow(p.currency), amount: -p.fee },
    { account: { kind: "provider_earnings", userId: p.providerId, currency: p.currency }, amount: provider },
  ];
  if (platform > 0)
    lines.push({ account: { kind: "platform_revenue", currency: p.currency }, amount: platform });
  return {
    kind: "earning",
    description: "Session held",
    currency: p.currency,
    dedupeKey: `earning:${p.bookingId}`,
    bookingId: p.bookingId,
    lines,
  };
}

/**
 * A paid session cancelled: the fee leaves escrow; the client gets it back on their wallet less any late
 * fee, which the provider earns (less the commission) as if the session had been held.
 */
export function refundPosting(p: {
  clientId: string;
  providerId: string;
  bookingId: string;
  fee: number;
  lateFee: number;
  currency: string;
}): Posting {
  const back = p.fee - p.lateFee;
  const lines: Posting["lines"] = [{ account: escrow(p.currency), amount: -p.fee }];
  if (back > 0) lines.push({ account: wallet(p.clientId, p.currency), amount: back });
  if (p.lateFee > 0) {
    const { provider, platform } = splitFee(p.lateFee);
    if (provider > 0)
      lines.push({
        account: { kind: "provider_earnings", userId: p.providerId, currency: p.currency },
        amount: provider,
      });
    if (platform > 0)
      lines.push({ account: { kind: "platform_revenue", currency: p.currency }, amount: platform });
  }
  return {
    kind: p.lateFee > 0 ? "late_fee" : "refund",
    description: p.lateFee > 0 ? "Late cancellation: refund less the late fee" : "Refund",
    currency: p.currency,
    dedupeKey: `refund:${p.bookingId}`,
    bookingId: p.bookingId,
    lines,
  };
}

/**
 * Wallet money sent back through the gateway of the payment that brought it in (the client asked for
 * their card rather than their wallet). `attempt` names this one send (a fresh id), so the send and its
 * reversal, if the gateway refuses, are each posted once.
 */
export function gatewayRefundPosting(p: {
  userId: string;
  amount: number;
  currency: string;
  gateway: string;
  paymentId: string;
  attempt: string;
}): Posting {
  return {
    kind: "gateway_refund",
    description: "Refund to your card or account",
    currency: p.currency,
    dedupeKey: `gateway_refund:${p.paymentId}:${p.attempt}`,
    paymentId: p.paymentId,
    lines: [
      { account: wallet(p.userId, p.currency), amount: -p.amount },
      { account: clearing(p.gateway, p.currency), amount: p.amount },
    ],
  };
}

/** The gateway refused a refund already taken from the wallet: the money comes back to the wallet. */
export function gatewayRefundReversalPosting(p: Parameters<typeof gatewayRefundPosting>[0]): Posting {
  const sent = gatewayRefundPosting(p);
  return {
    ...sent,
    kind: "correction",
    description: "Refund to your card or account did not go through: back on your wallet",
    dedupeKey: `gateway_refund_reversal:${p.paymentId}:${p.attempt}`,
    lines: sent.lines.map((l) => ({ ...l, amount: -l.amount })),
  };
}

const earnings = (providerId: string, currency: string) => ({
  kind: "provider_earnings" as const,
  userId: providerId,
  currency,
});
const inFlight = (providerId: string, currency: string) => ({
  kind: "provider_payout_in_flight" as const,
  userId: providerId,
  currency,
});

export interface PayoutRef {
  providerId: string;
  /** The payout's id: each of its postings is keyed by it, so a replay moves nothing. */
  payoutId: string;
  amount: number;
  currency: string;
}

/** A withdrawal asked for: the amount leaves the available earnings and is on its way (issue 31). */
export function payoutRequestedPosting(p: PayoutRef): Posting {
  return {
    kind: "payout_requested",
    description: "Withdrawal requested",
    currency: p.currency,
    dedupeKey: `payout_requested:${p.payoutId}`,
    lines: [
      { account: earnings(p.providerId, p.currency), amount: -p.amount },
      { account: inFlight(p.providerId, p.currency), amount: p.amount },
    ],
  };
}

/** The withdrawal arrived: the money leaves through the gateway (its fee included). */
export function payoutPaidPosting(p: PayoutRef & { gateway: string }): Posting {
  return {
    kind: "payout_paid",
    description: "Withdrawal paid out",
    currency: p.currency,
    dedupeKey: `payout_paid:${p.payoutId}`,
    lines: [
      { account: inFlight(p.providerId, p.currency), amount: -p.amount },
      { account: clearing(p.gateway, p.currency), amount: p.amount },
    ],
  };
}

/**
 * The withdrawal failed or was reversed: the money comes back to the available earnings. A payout is
 * returned at most once (`payout_returned:{payoutId}`); a reversal after it was paid takes the money
 * back from the gateway's clearing account instead of from in flight.
 */
export function payoutReturnedPosting(p: PayoutRef & { gateway: string; afterPaid: boolean }): Posting {
  return {
    kind: "payout_returned",
    description: p.afterPaid
      ? "Withdrawal reversed: back on your balance"
      : "Withdrawal failed: back on your balance",
    currency: p.currency,
    dedupeKey: `payout_returned:${p.payoutId}`,
    lines: [
      {
        account: p.afterPaid ? clearing(p.gateway, p.currency) : inFlight(p.providerId, p.currency),
        amount: -p.amount,
      },
      { account: earnings(p.providerId, p.currency), amount: p.amount },
    ],
  };
}

/**
 * A held session refunded after it was earned (a settled dispute, issue 32's review): the provider's
 * share and the commission go back to the client's wallet. The one posting that may take earnings
 * below zero (a refund after a payout); later earnings repay it.
 */
export function earningReversedPosting(p: {
  clientId: string;
  providerId: string;
  bookingId: string;
  fee: number;
  currency: string;
}): Posting {
  const { provider, platform } = splitFee(p.fee);
  const lines: Posting["lines"] = [{ account: wallet(p.clientId, p.currency), amount: p.fee }];
  if (provider > 0) lines.push({ account: earnings(p.providerId, p.currency), amount: -provider });
  if (platform > 0)
    lines.push({ account: { kind: "platform_revenue", currency: p.currency }, amount: -platform });
  return {
    kind: "earning_reversed",
    description: "Refund of a session already earned",
    currency: p.currency,
    dedupeKey: `earning_reversed:${p.bookingId}`,
    bookingId: p.bookingId,
    lines,
  };
}
