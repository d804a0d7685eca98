import { BOOKING_API_MESSAGES } from "@marketplace/domain/booking";
import { PAYMENT_MESSAGES, splitPayment } from "@marketplace/domain/ledger";
import { eq } from "drizzle-orm";
import { ulid } from "ulid";
import type { SessionUser } from "../auth/index.ts";
import {
  holdIsLive,
  paySeries,
  seriesOfBooking,
  seriesParties,
  underProviderLock,
} from "../booking-lifecycle/index.ts";
import type { Db } from "../db/index.ts";
import { bookingSeries, payments } from "../db/index.ts";
import { ApiError } from "../http/index.ts";
import { balanceOf } from "../ledger/index.ts";
import type { NotifyMail } from "../notifications/index.ts";
import { type CheckoutStarted, newReference, startCheckout } from "./checkout.ts";
import type { PaymentGateways } from "./gateways/gateways.ts";
import type { PaymentLog } from "./settle.ts";

export type BookingPayment = { kind: "paid"; reference: string } | ({ kind: "checkout" } & CheckoutStarted);

export interface PayRequest {
  /** A session's id, or the series' id when isSeries. */
  id: string;
  isSeries: boolean;
  useWalletBalance: boolean;
  /** The site the browser comes back to after a gateway's checkout. */
  site: string;
}

/**
 * The booking's client pays for it (docs/decisions/023-ledger-and-payments.md). Under the provider's
 * lock (which releases lapsed holds first) the series must be awaiting payment with a live hold. When
 * the wallet covers the total (or it is free) the payment is posted and the series confirmed in that
 * one transaction, so concurrent payments of one booking charge once; otherwise a gateway checkout is
 * started for the rest and the booking is confirmed when it succeeds (settle.ts).
 */
export async function payForBooking(
  deps: NotifyMail & { db: Db; payments: PaymentGateways; clock: () => Date; log?: PaymentLog | undefined },
  user: SessionUser,
  request: PayRequest,
): Promise<BookingPayment> {
  const { db, clock } = deps;
  const seriesId = request.isSeries ? request.id : await seriesOfBooking(db, request.id);
  const { series: outside, role } = await seriesParties(db, seriesId, user);
  if (role !== "client") throw new ApiError(403, BOOKING_API_MESSAGES.notYours);
  const now = clock();
  const decided = await underProviderLock(db, outside.providerId, now, async (tx) => {
    const [series] = await tx.select().from(bookingSeries).where(eq(bookingSeries.id, seriesId));
    if (!series) throw new ApiError(404, BOOKING_API_MESSAGES.bookingNotFound);
    if (series.status === "expired") throw new ApiError(409, PAYMENT_MESSAGES.holdLapsed);
    if (!holdIsLive(series, now)) throw new ApiError(409, PAYMENT_MESSAGES.notAwaitingPayment);
    const total = series.totalBookingFee;
    const wallet = request.useWalletBalance
      ? await balanceOf(tx, { kind: "client_wallet", userId: user.id, currency: series.currencyCode })
      : 0;
    const split = splitPayment({ total, walletBalance: wallet, useWalletBalance: request.useWalletBalance });
    if (split.fromGateway > 0) return { kind: "gateway" as const, series, ...split };
    const paymentId = ulid();
    const reference = newReference();
    await tx.insert(payments).values({
      id: paymentId,
      userId: user.id,
      reference,
      purpose: "booking",
      seriesId,
      amount: 0,
      walletAmount: total,
      currencyCode: series.currencyCode,
      gateway: "wallet",
      status: "success",
      paidAt: now,
    });
    // The lifecycle posts the payment into escrow and confirms the series, in this transaction.
    const paid = await paySeries(
      tx,
      {
        seriesId,
        actor: "client",
        now,
        payment: { clientId: user.id, fromWallet: total, fromGateway: 0, paymentId },
      },
      deps,
    );
    if (!paid) throw new ApiError(409, PAYMENT_MESSAGES.notAwaitingPayment);
    return { kind: "paid" as const, reference };
  });
  if (decided.kind === "paid") return decided;
  const path = request.isSeries ? `/payment/series/${seriesId}` : `/payment/${request.id}`;
  const started = await startCheckout(deps, {
    user,
    purpose: "booking",
    seriesId,
    amount: decided.fromGateway,
    walletAmount: decided.fromWallet,
    currency: decided.series.currencyCode,
    callbackUrl: `${request.site}${path}`,
  });
  return { kind: "checkout", ...started };
}
