import { PAYMENT_MESSAGES } from "@marketplace/domain/ledger";
import { eq, sql } from "drizzle-orm";
import { ulid } from "ulid";
import type { SessionUser } from "../auth/index.ts";
import type { Db } from "../db/index.ts";
import { payments } from "../db/index.ts";
import { ApiError, notFound } from "../http/index.ts";
import { balanceOf, gatewayRefundPosting, gatewayRefundReversalPosting, post } from "../ledger/index.ts";
import type { PaymentGateways } from "./gateways/gateways.ts";
import type { PaymentLog } from "./settle.ts";

export interface GatewayRefunded {
  reference: string;
  amount: number;
  currency: string;
  /** What of the payment is sent back so far, this refund included. */
  refundedAmount: number;
}

/**
 * A client sends wallet money back to the card or account of one of their gateway payments (refunds of
 * cancelled sessions land on the wallet at once; this is how a client gets them back out). At most what
 * that payment charged less what was sent back before, and at most what the wallet holds.
 *
 * The wallet is debited first, in a transaction that locks the payment row (so two requests cannot send
 * the same money twice, and the ledger refuses a wallet going negative); then the gateway is asked. The
 * gateway call is outside the transaction: holding a transaction across a network call would pin a
 * connection (and PGlite has one). If the gateway refuses, a correction puts the money back on the wallet
 * and the answer is 502: nothing is lost either way.
 */
export async function refundToGateway(
  deps: { db: Db; payments: PaymentGateways; clock: () => Date; log?: PaymentLog | undefined },
  user: SessionUser,
  p: { reference: string; amount?: number | undefined },
): Promise<GatewayRefunded> {
  const { db, clock } = deps;
  const [outside] = await db.select().from(payments).where(eq(payments.reference, p.reference));
  if (!outside) throw notFound(PAYMENT_MESSAGES.paymentNotFound);
  if (outside.userId !== user.id) throw new ApiError(403, PAYMENT_MESSAGES.notYourPayment);
  const gateway = deps.payments.named(outside.gateway);
  if (outside.status !== "success" || outside.amount === 0 || !outside.gatewayReference || !gateway)
    throw new ApiError(409, PAYMENT_MESSAGES.notRefundable);

  const taken = await db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, outside.id)).for("update");
    if (!payment) throw notFound(PAYMENT_MESSAGES.paymentNotFound);
    const currency = payment.currencyCode;
    const left = payment.amount - payment.refundedAmount;
    const onWallet = await balanceOf(tx, { kind: "client_wallet", userId: user.id, currency });
    const most = Math.min(left, onWallet);
    if (most <= 0) throw new ApiError(409, PAYMENT_MESSAGES.nothingToRefund);
    if (p.amount !== undefined && p.amount > most)
      throw new ApiError(422, PAYMENT_MESSAGES.refundTooLarge, [`amount: at most ${most}`]);
    const amount = p.amount ?? most;
    const sending = {
      userId: user.id,
      amount,
      currency,
      gateway: payment.gateway,
      paymentId: payment.id,
      attempt: ulid(),
    };
    await post(tx, gatewayRefundPosting(sending));
    await tx
      .update(payments)
      .set({ refundedAmount: sql`${payments.refundedAmount} + ${amount}`, updatedAt: clock() })
      .where(eq(payments.id, payment.id));
    return { sending, refundedAmount: payment.refundedAmount + amount };
  });

  try {
    await gateway.refund({ gatewayReference: outside.gatewayReference, amount: taken.sending.amount });
  } catch (err) {
    deps.log?.warn(
      { err, reference: p.reference },
      "the gateway refused a refund: it goes back to the wallet",
    );
    await db.transaction(async (tx) => {
      await post(tx, gatewayRefundReversalPosting(taken.sending));
      await tx
        .update(payments)
        .set({
          refundedAmount: sql`${payments.refundedAmount} - ${taken.sending.amount}`,
          updatedAt: clock(),
        })
        .where(eq(payments.id, outside.id));
    });
    throw new ApiError(502, PAYMENT_MESSAGES.gatewayUnavailable);
  }
  return {
    reference: p.reference,
    amount: taken.sending.amount,
    currency: taken.sending.currency,
    refundedAmount: taken.refundedAmount,
  };
}
