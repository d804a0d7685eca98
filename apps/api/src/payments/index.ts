// The public entry of payments/: what other features may import (docs/decisions/036-feature-boundaries.md).
export { payForBooking } from "./booking-payment.ts";
export { startCheckout } from "./checkout.ts";
export { refundToGateway } from "./gateway-refund.ts";
export { createPaymentGateways } from "./gateways/gateways.ts";
export { SANDBOX_PAYMENTS } from "./gateways/payment-env.ts";
export { decideSandboxCheckout } from "./gateways/sandbox-gateway.ts";
export { TopUpBody } from "./payment-schemas.ts";
export { reconcilePayoutsSweep } from "./payouts/reconcile-payouts.ts";
export { weeklyPayoutSweep } from "./payouts/weekly-payouts.ts";
export { settlePayment } from "./settle.ts";
