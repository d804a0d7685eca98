import { eq } from "drizzle-orm";
import { paySeries, recordFailedPayment, underProviderLock } from "../booking-lifecycle/index.ts";
import type { Db } from "../db/index.ts";
import { bookingSeries, payments } from "../db/index.ts";
import { ApiError } from "../http/index.ts";
import { post, topUpPosting } from "../ledger/index.ts";
import type { NotifyMail } from "../notifications/index.ts";

/** What a gateway says about a payment (a verify answer or a webhook event). */
export interface Outcome {
  /** 'abandoned': the payer left the checkout and it can no longer be paid (sandbox cancel, Stripe expiry). */
  status: "success" | "failed" | "abandoned";
  amount: number;
  currency: string;
}

/** The little of a logger settling needs (pino's and hono-pino's both fit). */
export interface PaymentLog {
  warn: (details: Record<string, unknown>, message: string) => void;
}

/** NotifyMail: the confirmation's email needs the sites and the unsubscribe link's secret. */
export interface SettleDeps extends NotifyMail {
  db: Db;
  clock: () => Date;
  log?: PaymentLog | undefined;
}

type Payment = typeof payments.$inferSelect;

/** The whole of a payment: what the gateway charges and the wallet's part. */
export const paymentTotal = (p: Pick<Payment, "amount" | "walletAmount">) => p.amount + p.walletAmount;

/**
 * Books what the gateway said about a pending payment, once: the payment row is locked and only a
 * pending one changes, and the ledger's keys post each event once, so a status poll racing a webhook
 * (or a replayed webhook) moves the money once. In one transaction with the payment row:
 * - a success for a top-up credits the wallet;
 * - a success for a booking whose hold is live takes the wallet's part and the gateway's part into
 *   escrow and confirms the series; when the hold has lapsed (or the series was paid another way, or
 *   the wallet no longer holds its part) the gateway's part goes to the wallet instead;
 * - a failure, or a success for another amount or currency than asked (logged, nothing credited),
 *   marks the payment failed; the booking keeps its hold, to be paid again until the hold ends.
 */
export async function settlePayment(deps: SettleDeps, paymentId: string, outcome: Outcome): Promise<void> {
  const { db, clock } = deps;
  const [outside] = await db.select().from(payments).where(eq(payments.id, paymentId));
  if (!outside || outside.status !== "pending") return;
  const now = clock();
  const work = async (tx: Db) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for("update");
    if (!payment || payment.status !== "pending") return;
    const expected = payment.amount;
    const matches = outcome.amount === expected && outcome.currency.toUpperCase() === payment.currencyCode;
    if (outcome.status === "success" && !matches) {
      deps.log?.warn(
        {
          reference: payment.reference,
          expected: { amount: expected, currency: payment.currencyCode },
          reported: { amount: outcome.amount, currency: outcome.currency },
        },
        "payment reported with another amount or currency: marked failed, nothing credited",
      );
    }
    if (outcome.status !== "success" || !matches) {
      const abandoned = outcome.status === "abandoned";
      await tx
        .update(payments)
        .set({
          status: abandoned ? "abandoned" : "failed",
          failureReason: abandoned
            ? "abandoned"
            : outcome.status === "failed"
              ? "declined"
              : "amount_mismatch",
          updatedAt: now,
        })
        .where(eq(payments.id, payment.id));
      // The booking keeps its hold until it ends, so the client can pay again (the lifecycle's
      // `payment_failed`, issue 28); a hold that lapsed meanwhile was released by the lock's sweep.
      if (payment.seriesId) await recordFailedPayment(tx, payment.seriesId, now);
      return;
    }
    await tx
      .update(payments)
      .set({ status: "success", paidAt: now, updatedAt: now })
      .where(eq(payments.id, payment.id));
    if (payment.purpose === "booking" && payment.seriesId && (await payBooking(tx, payment, now, deps)))
      return;
    await post(
      tx,
      topUpPosting({
        userId: payment.userId,
        amount: expected,
        currency: payment.currencyCode,
        gateway: payment.gateway,
        paymentId: payment.id,
      }),
    );
  };
  if (outside.purpose === "booking" && outside.seriesId) {
    const [series] = await db
      .select({ providerId: bookingSeries.providerId })
      .from(bookingSeries)
      .where(eq(bookingSeries.id, outside.seriesId));
    if (series) {
      // The provider's lock also releases lapsed holds first: a payment after its hold goes to the wallet.
      await underProviderLock(db, series.providerId, now, work);
      return;
    }
  }
  await db.transaction((t) => work(t as unknown as Db));
}

/**
 * Asks the lifecycle to pay the series with this payment when it still waits for it; false when the
 * money must go to the wallet instead. In a savepoint: a wallet spent meanwhile refuses (409) and the
 * gateway's part is credited instead of failing the whole settlement.
 */
async function payBooking(tx: Db, payment: Payment, now: Date, mail: NotifyMail): Promise<boolean> {
  const seriesId = payment.seriesId as string;
  try {
    return await tx.transaction((sp) =>
      paySeries(
        sp as unknown as Db,
        {
          seriesId,
          actor: "system",
          now,
          payment: {
            clientId: payment.userId,
            fromWallet: payment.walletAmount,
            fromGateway: payment.amount,
            gateway: payment.gateway,
            paymentId: payment.id,
          },
        },
        mail,
      ),
    );
  } catch (err) {
    if (err instanceof ApiError && err.status === 409) return false;
    throw err;
  }
}
