import { createRoute, z } from "@hono/zod-openapi";
import { and, eq } from "drizzle-orm";
import type { Logger } from "pino";
import { ulid } from "ulid";
import type { Db } from "../../db/index.ts";
import { paymentEvents, payments } from "../../db/index.ts";
import { ApiError, createRouter, errorContent, jsonContent, ownBodyLimit } from "../../http/index.ts";
import { applyAccountEvent, handleTransferEvent } from "../payouts/payouts.ts";
import { paymentMismatch } from "./checkout-params.ts";
import { type GatewayName, type WebhookEvent, WebhookSignatureError } from "./gateway.ts";

/** Gateways' events are a few KB; anything larger is not one of theirs. */
export const WEBHOOK_MAX_BYTES = 64 * 1024;
export const WEBHOOK_TOO_LARGE = "The webhook body is too large (at most 64 KB)";
/** The only answer to a signature that does not verify: nothing that helps a forger. */
export const WEBHOOK_REFUSED = "The webhook could not be verified";

export type Payment = typeof payments.$inferSelect;

/**
 * A verified, first-seen event about a known payment. Its amount and currency may differ from the
 * payment's (recorded as `mismatch`): the handler is still told, so the payment is marked failed
 * at once rather than staying pending until a status poll.
 */
export interface PaymentEvent extends WebhookEvent {
  gateway: GatewayName;
  /** The payment it is about (`payments.id`). */
  paymentId: string;
}

export interface PaymentEventContext {
  db: Db;
  payment: Payment;
  logger: Pick<Logger, "info" | "warn" | "error">;
}

/**
 * What the payment routes do with an event (post to the ledger, confirm the booking). Throwing
 * answers 500 and forgets the delivery, so the gateway's retry is handled again; the ledger's
 * dedupe key keeps a retry from crediting twice.
 */
export type PaymentEventHandler = (event: PaymentEvent, context: PaymentEventContext) => Promise<void>;

/** Until the payment routes register theirs: the event is logged and nothing moves. */
export const logPaymentEvent: PaymentEventHandler = async (event, { logger }) => {
  logger.info({ event }, "payment webhook received; no handler is registered");
};

const Received = z.object({ received: z.literal(true) }).openapi("WebhookReceived");

const route = createRoute({
  method: "post",
  path: "/v1/payment/webhook/{gateway}",
  tags: ["payment"],
  summary: "A payment gateway's event (signed; raw body up to 64 KB)",
  description:
    "Called by Paystack (`x-paystack-signature`) and Stripe (`Stripe-Signature`), never by browsers. " +
    "The raw body is verified before it is parsed; an event already received answers 200 again without " +
    "being handled twice; events about no known payment, or whose amount or currency differ from the " +
    "payment's, are recorded and mark the payment failed without crediting anything. The sandbox sends none (its events are ignored). " +
    "Payouts' events arrive here too: Paystack's transfer.success/failed/reversed; Stripe Connect's account.updated, " +
    "transfer.reversed and the connected accounts' payout.paid/payout.failed (docs/decisions/062-stripe-connect-payouts.md).",
  middleware: [ownBodyLimit(WEBHOOK_MAX_BYTES, WEBHOOK_TOO_LARGE)] as const,
  request: {
    params: z.object({
      gateway: z.string().openapi({ param: { name: "gateway", in: "path" }, example: "paystack" }),
    }),
  },
  responses: {
    200: jsonContent(Received, "Received (handled, ignored or already seen)"),
    400: errorContent("The signature did not verify"),
    404: errorContent("No such gateway is configured"),
    413: errorContent("The body is over 64 KB"),
    500: errorContent("The handler failed; the gateway should deliver the event again"),
  },
});

/**
 * POST /v1/payment/webhook/{gateway}. Mounted in app.ts before the /v1 middlewares (throttles,
 * JSON guards, sign-in): the signature is over the exact bytes sent, so the raw body is read here
 * before anything parses it, and a gateway's bursts must not be throttled per address.
 */
export function createWebhookRoutes(options: { onEvent?: PaymentEventHandler } = {}) {
  const onEvent = options.onEvent ?? logPaymentEvent;
  const router = createRouter();

  router.openapi(route, async (c) => {
    const { db, payments: gateways, clock } = c.var.deps;
    const logger = c.var.logger;
    const gateway = gateways.named(c.req.valid("param").gateway);
    if (!gateway) throw new ApiError(404, "No such payment gateway");

    const rawBody = await c.req.text();
    let event: WebhookEvent | null;
    try {
      event = gateway.parseWebhook(rawBody, c.req.raw.headers, clock());
    } catch (err) {
      if (!(err instanceof WebhookSignatureError)) throw err;
      logger.warn({ gateway: gateway.name }, "payment webhook refused: signature did not verify");
      throw new ApiError(400, WEBHOOK_REFUSED);
    }
    if (!event) {
      // Not a payment: perhaps a payout's transfer (issue 31), signed the same way.
      const transfer = gateway.payouts?.parseTransferWebhook(rawBody, c.req.raw.headers, clock()) ?? null;
      if (!transfer) {
        // Or a Stripe connected account's state (`account.updated`, decision 062).
        const connect = gateway.payouts?.connect;
        const account = connect?.parseAccountWebhook(rawBody, c.req.raw.headers, clock());
        if (!connect || !account) return c.json({ received: true as const }, 200);
        const accountRowId = ulid();
        const firstSeen = await db
          .insert(paymentEvents)
          .values({
            id: accountRowId,
            gateway: gateway.name,
            eventId: account.eventId,
            reference: account.accountId,
            status: account.payoutsEnabled ? "payouts_enabled" : "payouts_disabled",
            amount: 0,
            currencyCode: "XXX",
            outcome: "account",
          })
          .onConflictDoNothing()
          .returning({ id: paymentEvents.id });
        if (firstSeen.length === 0) {
          logger.info(
            { gateway: gateway.name, eventId: account.eventId },
            "account webhook already received",
          );
          return c.json({ received: true as const }, 200);
        }
        try {
          const outcome = await applyAccountEvent({ db, clock, log: logger }, connect, account);
          if (outcome !== "handled") {
            logger.warn(
              { gateway: gateway.name, eventId: account.eventId, outcome },
              "account webhook not applied",
            );
            await db.update(paymentEvents).set({ outcome }).where(eq(paymentEvents.id, accountRowId));
          }
        } catch (err) {
          await db.delete(paymentEvents).where(eq(paymentEvents.id, accountRowId));
          throw err;
        }
        return c.json({ received: true as const }, 200);
      }
      const transferRowId = ulid();
      const first = await db
        .insert(paymentEvents)
        .values({
          id: transferRowId,
          gateway: gateway.name,
          eventId: transfer.eventId,
          reference: transfer.reference,
          status: transfer.outcome,
          amount: transfer.amount,
          currencyCode: transfer.currency.slice(0, 3),
          outcome: "payout",
        })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      if (first.length === 0) {
        logger.info(
          { gateway: gateway.name, eventId: transfer.eventId },
          "transfer webhook already received",
        );
        return c.json({ received: true as const }, 200);
      }
      try {
        const outcome = await handleTransferEvent({ db, clock, log: logger }, gateway.name, transfer);
        if (outcome !== "handled") {
          logger.warn(
            { gateway: gateway.name, eventId: transfer.eventId, outcome },
            "transfer webhook not applied",
          );
          await db.update(paymentEvents).set({ outcome }).where(eq(paymentEvents.id, transferRowId));
        }
      } catch (err) {
        await db.delete(paymentEvents).where(eq(paymentEvents.id, transferRowId));
        throw err;
      }
      return c.json({ received: true as const }, 200);
    }

    const [payment] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.reference, event.reference), eq(payments.gateway, gateway.name)));
    const mismatch = payment
      ? paymentMismatch({ amount: payment.amount, currency: payment.currencyCode }, event)
      : null;
    const outcome = !payment ? "unknown_payment" : mismatch ? "mismatch" : "handled";

    const eventRowId = ulid();
    const inserted = await db
      .insert(paymentEvents)
      .values({
        id: eventRowId,
        gateway: gateway.name,
        eventId: event.eventId,
        reference: event.reference,
        status: event.status,
        amount: event.amount,
        currencyCode: event.currency.slice(0, 3),
        outcome,
      })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    const where = { gateway: gateway.name, eventId: event.eventId, reference: event.reference };
    if (inserted.length === 0) {
      logger.info(where, "payment webhook already received");
      return c.json({ received: true as const }, 200);
    }
    if (!payment) {
      logger.warn(where, "payment webhook for no known payment");
      return c.json({ received: true as const }, 200);
    }
    if (mismatch) {
      // Never credited: the handler settles it as failed (settle.ts checks amount and currency again).
      logger.error(
        { ...where, paymentId: payment.id, mismatch },
        "payment webhook does not match its payment",
      );
    }

    try {
      await onEvent({ ...event, gateway: gateway.name, paymentId: payment.id }, { db, payment, logger });
    } catch (err) {
      await db.delete(paymentEvents).where(eq(paymentEvents.id, eventRowId));
      throw err;
    }
    return c.json({ received: true as const }, 200);
  });

  return router;
}
