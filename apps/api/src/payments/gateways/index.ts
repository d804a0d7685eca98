/**
 * Payment gateways (decision 023): what the payment routes use.
 *
 * - `c.var.deps.payments.forCurrency(currency)` starts a checkout (`initialize`) with the gateway that
 *   takes the currency; `c.var.deps.payments.named(payment.gateway)` verifies or refunds a payment
 *   through the gateway it was made with.
 * - `paymentMismatch(payment, verified)` before crediting anything a gateway reports.
 * - `createServer({ onPaymentEvent })` (app.ts) registers what a verified, first-seen, matching
 *   webhook event does; `createWebhookRoutes({ onEvent })` is the same for a router of one's own.
 * - `GatewayError` for a gateway that failed or refused; `WebhookSignatureError` stays inside.
 */
export { assertCheckoutParams, callbackWithReference, paymentMismatch } from "./checkout-params.ts";
export type {
  GatewayName,
  InitializeParams,
  InitializeResult,
  PaymentGateway,
  RefundParams,
  VerifyParams,
  VerifyResult,
  WebhookEvent,
} from "./gateway.ts";
export { GatewayError, WebhookSignatureError } from "./gateway.ts";
export { createPaymentGateways, gatewayFor, gatewayNameFor, type PaymentGateways } from "./gateways.ts";
export { type PaymentEnv, SANDBOX_PAYMENTS } from "./payment-env.ts";
export {
  createWebhookRoutes,
  logPaymentEvent,
  type PaymentEvent,
  type PaymentEventContext,
  type PaymentEventHandler,
} from "./webhook-routes.ts";
