/**
 * The rules of paying (issue 14, docs/decisions/023-ledger-and-payments.md): the top-up limits, how
 * many statement lines a page holds, and the messages the payment API answers with. Pure, so the API,
 * the pages and the tests share one source.
 */
import { IDEMPOTENCY_MESSAGES } from "../errors/idempotency.ts";

/** The smallest top-up, in minor units (1.00 of any currency: above every gateway's own floor). */
export const TOP_UP_MINIMUM = 100;
/** The largest top-up, in minor units (1,000,000.00). */
export const TOP_UP_MAXIMUM = 100_000_000;
/** Statement lines and provider transactions per page. */
export const STATEMENT_PAGE_SIZE = 10;
export { IDEMPOTENCY_KEY_MAX_LENGTH } from "../errors/idempotency.ts";

export const PAYMENT_MESSAGES = {
  idempotencyKeyRequired: IDEMPOTENCY_MESSAGES.keyRequired,
  idempotencyKeyTooLong: IDEMPOTENCY_MESSAGES.keyTooLong,
  idempotencyKeyReused: IDEMPOTENCY_MESSAGES.keyReused,
  idempotencyInProgress: IDEMPOTENCY_MESSAGES.inProgress,
  amountWhole: "Enter the amount with no more than two decimal places",
  amountTooSmall: `Enter an amount of at least ${(TOP_UP_MINIMUM / 100).toFixed(2)}`,
  amountTooLarge: `Enter an amount of at most ${(TOP_UP_MAXIMUM / 100).toLocaleString("en-US")}`,
  paymentNotFound: "Payment not found",
  notYourPayment: "This payment is not yours",
  notAwaitingPayment: "This booking is not waiting for payment",
  holdLapsed: "The time held for this booking has run out. Please book again.",
  receiptNotReady: "A receipt is only available once the payment has succeeded",
  gatewayUnavailable: "The payment service is not available right now. Please try again.",
  transactionNotFound: "Transaction not found",
  dateOrder: "The 'From' date must not be after the 'To' date",
  notRefundable: "Only a successful payment made through a payment service can be refunded to it",
  nothingToRefund: "There is nothing on your wallet to send back to this payment",
  refundTooLarge: "The amount must not be more than what can be sent back to this payment",
} as const;

/** The one success value of a payment's status (spec section 3). */
export const PAYMENT_SUCCESS = "success";
