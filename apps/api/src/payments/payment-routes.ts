import { createRoute, z } from "@hono/zod-openapi";
import { PAYMENT_MESSAGES } from "@marketplace/domain/ledger";
import { userCurrency } from "@marketplace/domain/money";
import { checkTopUpMinor } from "@marketplace/domain/wallet";
import { eq } from "drizzle-orm";
import type { SessionUser } from "../auth/index.ts";
import { currentAuth, requireRole, requireUser, siteOrigin } from "../auth/index.ts";
import type { Db } from "../db/index.ts";
import { payments } from "../db/index.ts";
import type { AppDeps } from "../http/index.ts";
import {
  ApiError,
  authErrors,
  createRouter,
  errorContent,
  IdParam,
  idempotent,
  jsonBody,
  jsonContent,
  notFound,
  signedIn,
} from "../http/index.ts";
import { payForBooking } from "./booking-payment.ts";
import { startCheckout } from "./checkout.ts";
import { refundToGateway } from "./gateway-refund.ts";

import {
  BookingPaidSchema,
  GatewayRefundBody,
  GatewayRefundedSchema,
  PayBookingBody,
  PaymentStartedSchema,
  PaymentStatusSchema,
  ReferenceParam,
  TopUpBody,
} from "./payment-schemas.ts";
import { type PaymentLog, paymentTotal, settlePayment } from "./settle.ts";

const IdempotencyHeader = z.object({
  "idempotency-key": z.string().optional().openapi({
    description:
      "Required. A retry with the same key and body answers the first answer and moves no money; the same key with another body answers 422.",
  }),
});

const moneyErrors = {
  422: errorContent("The Idempotency-Key was used for another request"),
  502: errorContent("The payment gateway could not start the checkout"),
  503: errorContent("No payment gateway is configured for this currency"),
  ...authErrors,
};

/** The payment of this reference, for its payer only. */
export async function ownPayment(db: Db, reference: string, user: SessionUser) {
  const [payment] = await db.select().from(payments).where(eq(payments.reference, reference));
  if (!payment) throw notFound(PAYMENT_MESSAGES.paymentNotFound);
  if (payment.userId !== user.id) throw new ApiError(403, PAYMENT_MESSAGES.notYourPayment);
  return payment;
}

const depsFor = (deps: AppDeps, log: PaymentLog) => ({ ...deps, log });

/** Topping up, paying for a booking and asking how a payment stands (docs/decisions/023-ledger-and-payments.md). */
export function paymentRoutes() {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: "post",
      path: "/v1/payment/top-up",
      tags: ["payments"],
      summary: "Start a wallet top-up through the currency's gateway; the browser goes to authorizationUrl",
      ...signedIn,
      middleware: [requireRole("client"), idempotent] as const,
      request: { headers: IdempotencyHeader, ...jsonBody(TopUpBody) },
      responses: {
        201: jsonContent(PaymentStartedSchema, "The checkout started"),
        ...moneyErrors,
      },
    }),
    async (c) => {
      const { user } = currentAuth(c);
      const { amount, site } = c.req.valid("json");
      const deps = c.var.deps;
      const currency = userCurrency(user.countryCode);
      // The payer's currency's limits, the form's own (packages/domain wallet).
      const limited = checkTopUpMinor(amount, currency);
      if (!limited.ok) throw new ApiError(400, limited.message);
      const started = await startCheckout(depsFor(deps, c.var.logger), {
        user,
        purpose: "wallet_top_up",
        amount,
        currency,
        callbackUrl: `${siteOrigin(deps.siteOrigins, site)}/overview`,
      });
      return c.json(
        {
          metadata: { authorizationUrl: started.authorizationUrl },
          payment: { reference: started.reference, status: started.status },
        },
        201,
      );
    },
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/v1/payment/booking/{id}",
      tags: ["payments"],
      summary:
        "Pay for a booking awaiting payment: from the wallet at once when it covers the total (200), otherwise through the gateway for the rest (201)",
      ...signedIn,
      middleware: [requireRole("client"), idempotent] as const,
      request: {
        params: z.object({
          id: IdParam.openapi({ description: "A session's id, or the series' id with isSeries" }),
        }),
        headers: IdempotencyHeader,
        ...jsonBody(PayBookingBody),
      },
      responses: {
        200: jsonContent(BookingPaidSchema, "Paid from the wallet: the booking is confirmed"),
        201: jsonContent(PaymentStartedSchema, "A checkout for the rest started"),
        404: errorContent("No such booking"),
        409: errorContent("The booking is not awaiting payment, its hold lapsed, or the wallet fell short"),
        ...moneyErrors,
      },
    }),
    async (c) => {
      const { user } = currentAuth(c);
      const { id } = c.req.valid("param");
      const body = c.req.valid("json");
      const deps = c.var.deps;
      const paid = await payForBooking(depsFor(deps, c.var.logger), user, {
        id,
        isSeries: body.isSeries,
        useWalletBalance: body.useWalletBalance,
        site: siteOrigin(deps.siteOrigins, body.site),
      });
      if (paid.kind === "paid") {
        return c.json({ status: "success" as const, payment: { reference: paid.reference } }, 200);
      }
      return c.json(
        {
          metadata: { authorizationUrl: paid.authorizationUrl },
          payment: { reference: paid.reference, status: paid.status },
        },
        201,
      );
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/v1/payment/status/{reference}",
      tags: ["payments"],
      summary:
        "How a payment stands; while pending, asks its gateway and books a success (credit or confirmed booking) or a failure (hold released)",
      ...signedIn,
      middleware: requireUser,
      request: { params: z.object({ reference: ReferenceParam }) },
      responses: {
        200: jsonContent(PaymentStatusSchema, "The payment's status"),
        404: errorContent("No such payment"),
        ...authErrors,
      },
    }),
    async (c) => {
      const { user } = currentAuth(c);
      const { reference } = c.req.valid("param");
      const deps = c.var.deps;
      let payment = await ownPayment(deps.db, reference, user);
      const gateway = deps.payments.named(payment.gateway);
      if (payment.status === "pending" && payment.gatewayReference && gateway) {
        let verified: Awaited<ReturnType<typeof gateway.verify>> | undefined;
        try {
          verified = await gateway.verify({ reference, gatewayReference: payment.gatewayReference });
        } catch (err) {
          // The gateway is unreachable: the payment stays pending and the next poll asks again.
          c.var.logger.warn({ err, reference }, "verifying a payment failed");
        }
        if (verified && verified.status !== "pending") {
          await settlePayment(depsFor(deps, c.var.logger), payment.id, {
            status: verified.status,
            amount: verified.amount,
            currency: verified.currency,
          });
          payment = await ownPayment(deps.db, reference, user);
        }
      }
      return c.json(
        {
          status: payment.status,
          amount: paymentTotal(payment),
          currency: payment.currencyCode,
          purpose: payment.purpose,
          seriesIdentifier: payment.seriesId,
        },
        200,
      );
    },
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/v1/payment/refund/{reference}",
      tags: ["payments"],
      summary:
        "Send wallet money back to the card or account of one of my gateway payments (at most what it charged, less what was sent back before)",
      ...signedIn,
      middleware: [requireRole("client"), idempotent] as const,
      request: {
        params: z.object({ reference: ReferenceParam }),
        headers: IdempotencyHeader,
        ...jsonBody(GatewayRefundBody),
      },
      responses: {
        200: jsonContent(GatewayRefundedSchema, "Sent back through the gateway"),
        404: errorContent("No such payment"),
        409: errorContent("Not a successful gateway payment, or nothing on the wallet to send back"),
        ...moneyErrors,
        422: errorContent("More than can be sent back, or the Idempotency-Key was used for another request"),
      },
    }),
    async (c) => {
      const { user } = currentAuth(c);
      const { reference } = c.req.valid("param");
      const { amount } = c.req.valid("json");
      const refunded = await refundToGateway(depsFor(c.var.deps, c.var.logger), user, { reference, amount });
      return c.json(refunded, 200);
    },
  );

  return router;
}
