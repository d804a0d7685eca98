import type { bookingSeries, Db } from "../db/index.ts";
import { post, refundPosting } from "../ledger/index.ts";
import type { NotifyMail } from "../notifications/index.ts";
import { notifyPaymentReceived } from "../notifications/index.ts";
import { seriesPaid } from "./settle.ts";

/**
 * A session of a paid series was cancelled (called inside the booking engine's cancel transaction):
 * its fee goes back to the client's wallet at once, less the late fee the engine recorded, which the
 * provider earns (less commission). A provider's cancellation or no-show has no late fee, so the client
 * gets it all back. A free session, or a series never paid (a provider-initiated one), moves nothing.
 * Keyed per session, so it refunds once. A late fee credited to the provider is notified to them.
 */
export async function refundCancelledSession(
  tx: Db,
  p: { series: typeof bookingSeries.$inferSelect; bookingId: string; lateFee: number },
  mail: NotifyMail,
): Promise<void> {
  const { series } = p;
  if (series.bookingFee <= 0 || !(await seriesPaid(tx, series.id))) return;
  const lateFee = Math.min(Math.max(0, p.lateFee), series.bookingFee);
  await post(
    tx,
    refundPosting({
      clientId: series.clientId,
      providerId: series.providerId,
      bookingId: p.bookingId,
      fee: series.bookingFee,
      lateFee,
      currency: series.currencyCode,
    }),
  );
  if (lateFee > 0) {
    await notifyPaymentReceived(
      tx,
      { bookingId: p.bookingId, seriesId: series.id, fee: lateFee, currency: series.currencyCode },
      mail,
    );
  }
}
