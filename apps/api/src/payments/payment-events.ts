import { eq } from "drizzle-orm";
import type { Db } from "../db/index.ts";
import { payments } from "../db/index.ts";
import type { NotifyMail } from "../notifications/index.ts";
import type { WebhookEvent } from "./gateways/gateway.ts";
import type { PaymentEventHandler } from "./gateways/webhook-routes.ts";
import { type PaymentLog, settlePayment } from "./settle.ts";

/**
 * What a gateway's event does once it is verified and seen for the first time: the payment it is
 * about is settled as a status poll would settle it — the amount and currency are checked against
 * the payment (another amount or currency marks it failed, logged, and credits nothing), and a payment
 * already settled (by a poll, or an earlier delivery) is left alone.
 */
export async function onPaymentEvent(
  deps: NotifyMail & { db: Db; clock: () => Date; log?: PaymentLog | undefined },
  gatewayName: string,
  event: WebhookEvent,
): Promise<void> {
  const [payment] = await deps.db.select().from(payments).where(eq(payments.reference, event.reference));
  if (!payment) {
    deps.log?.warn({ reference: event.reference, eventId: event.eventId }, "webhook for an unknown payment");
    return;
  }
  if (payment.gateway !== gatewayName) {
    deps.log?.warn(
      { reference: event.reference, gateway: gatewayName, expected: payment.gateway },
      "webhook from another gateway than the payment's: ignored",
    );
    return;
  }
  await settlePayment(deps, payment.id, {
    status: event.status,
    amount: event.amount,
    currency: event.currency,
  });
}

/** The webhook route's callback (payments/gateways/webhook-routes.ts), settling with the API's clock. */
export function paymentEventHandler(clock: () => Date, mail: NotifyMail): PaymentEventHandler {
  return (event, { db, logger }) => onPaymentEvent({ db, clock, log: logger, ...mail }, event.gateway, event);
}
