import { z } from "@hono/zod-openapi";
import { PAYMENT_MESSAGES, TOP_UP_MAXIMUM, TOP_UP_MINIMUM } from "@marketplace/domain/ledger";

/** An optional site origin the browser returns to after a checkout (one of the configured sites). */
const Site = z.string().max(200).optional().openapi({
  description: "The site to come back to after the checkout (its origin); the first site by default",
});

export const TopUpBody = z.object({
  amount: z
    .number({ message: "Amount is required" })
    .int(PAYMENT_MESSAGES.amountWhole)
    .min(TOP_UP_MINIMUM, PAYMENT_MESSAGES.amountTooSmall)
    .max(TOP_UP_MAXIMUM, PAYMENT_MESSAGES.amountTooLarge)
    .openapi({
      description:
        "Minor units (kobo, pence, cents), within the limits of the payer's currency (packages/domain wallet topUpLimits): NGN 10,000 to 100,000,000; GBP, USD and EUR 500 to 500,000; any other 100 to 100,000,000. Outside them: 400 'The smallest top-up is …' or 'The largest top-up is …'",
      example: 500_000,
    }),
  site: Site,
});

export const PayBookingBody = z.object({
  useWalletBalance: z
    .boolean({ message: "'Use my wallet balance' must be on or off" })
    .default(false)
    .openapi({ description: "Take what the wallet holds first" }),
  isSeries: z
    .boolean({ message: "Say whether this pays for the whole series" })
    .default(false)
    .openapi({ description: "The id is a series' id rather than one session's" }),
  site: Site,
});

export const ReferenceParam = z
  .string()
  .regex(/^[A-Za-z0-9._=-]{1,100}$/, "Invalid payment reference")
  .openapi({ example: "tq-01jd0000000000000000000000" });

export const PaymentStatusValue = z
  .enum(["pending", "success", "failed", "abandoned"])
  .openapi("PaymentStatusValue");
export const PaymentPurpose = z.enum(["wallet_top_up", "booking"]).openapi("PaymentPurpose");

export const PaymentStartedSchema = z
  .object({
    metadata: z.object({ authorizationUrl: z.string() }),
    payment: z.object({ reference: z.string(), status: PaymentStatusValue }),
  })
  .openapi("PaymentStarted");

export const BookingPaidSchema = z
  .object({ status: z.literal("success"), payment: z.object({ reference: z.string() }) })
  .openapi("BookingPaid");

export const PaymentStatusSchema = z
  .object({
    /** 'success' is the only success value (spec section 3). */
    status: PaymentStatusValue,
    /** The whole payment in minor units (the wallet's part and the gateway's). */
    amount: z.number().int(),
    currency: z.string(),
    purpose: PaymentPurpose,
    seriesIdentifier: z.string().nullable(),
  })
  .openapi("PaymentStatus");

export { PageQuery } from "../http/index.ts";

export const GatewayRefundBody = z.object({
  amount: z
    .number({ message: "Enter the amount as a number" })
    .int(PAYMENT_MESSAGES.amountWhole)
    .positive(PAYMENT_MESSAGES.amountWhole)
    .optional()
    .openapi({ description: "Minor units; all that can be sent back when left out" }),
});

export const GatewayRefundedSchema = z
  .object({
    reference: z.string(),
    amount: z.number().int().openapi({ description: "Sent back now, in minor units" }),
    currency: z.string(),
    refundedAmount: z.number().int().openapi({ description: "Sent back of this payment so far" }),
  })
  .openapi("GatewayRefunded");
