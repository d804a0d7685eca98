import { and, asc, eq, lt } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "../../db/index.ts";
import { payouts } from "../../db/index.ts";
import type { Sweep } from "../../jobs/index.ts";
import { GatewayError } from "../gateways/gateway.ts";
import type { PaymentGateways } from "../gateways/gateways.ts";
import { GatewayRefusal, type PayoutGateway, type TransferFound } from "./payout-gateway.ts";
import {
  accountReady,
  type Payout,
  type PayoutDeps,
  payoutAccountOf,
  settlePayout,
  transferPayout,
} from "./payouts.ts";

/**
 * A payout still on its way this long after it was reserved is asked about (docs/decisions/057-payouts.md):
 * its send's answer could not be read (timeout, 5xx) and no webhook has settled it. Paystack's webhook
 * normally comes within seconds to minutes; 15 minutes leaves it the time, and is well inside Stripe's
 * 24 hours of idempotency.
 */
export const PAYOUT_RECONCILE_AFTER_MS = 15 * 60_000;
/** How often the worker's `reconcile-payouts` job looks for such payouts. */
export const PAYOUT_RECONCILE_SWEEP_MS = 5 * 60_000;
/** At most this many payouts are asked about per run (oldest first); the next run takes the rest. */
export const PAYOUT_RECONCILE_BATCH = 100;

export type ReconcileOutcome = "paid" | "returned" | "resent" | "left" | "unreachable" | "mismatch";

/** Moves the payout as the gateway says its transfer ended; `pending` leaves it on its way. */
async function settleBy(
  deps: PayoutDeps,
  payout: Payout,
  found: TransferFound,
): Promise<"paid" | "returned" | "left" | "mismatch"> {
  if (found.amount !== payout.amount - payout.fee || found.currency !== payout.currencyCode) {
    deps.log?.error(
      { payoutId: payout.id },
      "the gateway's transfer does not match its payout; left for a person",
    );
    return "mismatch";
  }
  if (payout.gatewayTransferId === null)
    await deps.db
      .update(payouts)
      .set({ gatewayTransferId: found.transferId, updatedAt: deps.clock() })
      .where(and(eq(payouts.id, payout.id), eq(payouts.status, "pending")));
  if (found.status === "pending") return "left";
  // The same locked, once-only state change as the transfer webhooks (a webhook arriving now moves nothing twice).
  const outcome = found.status === "success" ? "paid" : found.status === "reversed" ? "reversed" : "failed";
  const done = await settlePayout(deps, payout.id, outcome, outcome === "paid" ? undefined : "reconciled");
  if (done?.status === "pending") return "left";
  return outcome === "paid" ? "paid" : "returned";
}

/**
 * The gateway has no transfer with this reference: it never received the send. Sending it again with the
 * same reference (Paystack makes one transfer per reference; Stripe's Idempotency-Key is the reference)
 * is safe, returning it is not (were the transfer to exist after all, the provider would be paid and
 * credited). Sent to the payout account as it is now, only when it may be paid into (a changed account
 * is held 24 hours: then the money is returned instead, as no transfer exists).
 */
async function resend(deps: PayoutDeps, gateway: PayoutGateway, payout: Payout): Promise<ReconcileOutcome> {
  const account = await payoutAccountOf(deps.db, payout.providerId, payout.currencyCode);
  const recipient =
    account?.gateway === payout.gateway ? (account.recipientCode ?? account.stripeAccountId) : null;
  if (!account || !recipient || !accountReady(account, deps.clock()).ok) {
    await settlePayout(deps, payout.id, "failed", "not_sent");
    return "returned";
  }
  try {
    await transferPayout(deps, gateway, payout, recipient);
    return "resent";
  } catch (err) {
    if (err instanceof GatewayRefusal) {
      // A refusal may be "this reference exists" (the transfer appeared meanwhile): ask once more.
      const found = await verify(deps, gateway, payout);
      if (found === "unreachable") return "unreachable";
      if (found) return settleBy(deps, payout, found);
      await settlePayout(deps, payout.id, "failed", "refused");
      return "returned";
    }
    if (err instanceof GatewayError) return "unreachable";
    throw err;
  }
}

async function verify(deps: PayoutDeps, gateway: PayoutGateway, payout: Payout) {
  try {
    return await gateway.verifyTransfer(payout.reference);
  } catch (err) {
    if (!(err instanceof GatewayError)) throw err;
    deps.log?.warn({ payoutId: payout.id, err: err.message }, "payout reconciliation: gateway unreachable");
    return "unreachable" as const;
  }
}

/** Asks the gateway what became of one payout left on its way, and moves it accordingly (once). */
export async function reconcilePayout(deps: PayoutDeps, payout: Payout): Promise<ReconcileOutcome> {
  if (payout.status !== "pending") return "left";
  // The gateway that sent it (the currency's payout gateway may have changed since).
  const gateway = deps.payments.named(payout.gateway)?.payouts;
  if (!gateway) {
    deps.log?.warn({ payoutId: payout.id }, "payout reconciliation: its gateway is not configured");
    return "unreachable";
  }
  const found = await verify(deps, gateway, payout);
  if (found === "unreachable") return "unreachable";
  if (found === null) return resend(deps, gateway, payout);
  return settleBy(deps, payout, found);
}

/**
 * Every payout pending longer than PAYOUT_RECONCILE_AFTER_MS is asked about by its reference (Paystack
 * `GET /transfer/verify/{reference}`, Stripe's transfers listed by transfer_group) and settled, returned,
 * re-sent or left, through `settlePayout` (the webhooks' path). Answers the count of each outcome.
 */
export async function reconcilePayouts(deps: PayoutDeps): Promise<Partial<Record<ReconcileOutcome, number>>> {
  const before = new Date(deps.clock().getTime() - PAYOUT_RECONCILE_AFTER_MS);
  const stuck = await deps.db
    .select()
    .from(payouts)
    .where(and(eq(payouts.status, "pending"), lt(payouts.createdAt, before)))
    .orderBy(asc(payouts.createdAt), asc(payouts.id))
    .limit(PAYOUT_RECONCILE_BATCH);
  const counts: Partial<Record<ReconcileOutcome, number>> = {};
  for (const payout of stuck) {
    const outcome = await reconcilePayout(deps, payout);
    counts[outcome] = (counts[outcome] ?? 0) + 1;
    if (outcome !== "left" && outcome !== "unreachable")
      deps.log?.info({ payoutId: payout.id, gateway: payout.gateway, outcome }, "payout reconciled");
  }
  return counts;
}

export function reconcilePayoutsSweep(
  db: Db,
  payments: PaymentGateways,
  logger: Logger,
  clock: () => Date = () => new Date(),
): Sweep {
  return {
    name: "reconcile-payouts",
    everyMs: PAYOUT_RECONCILE_SWEEP_MS,
    failure: "payout reconciliation failed",
    run: async () => {
      const counts = await reconcilePayouts({ db, payments, clock, log: logger });
      if (Object.keys(counts).length > 0) logger.info({ counts }, "payouts left on their way looked at");
    },
  };
}
