import { PAYMENT_MESSAGES } from "@marketplace/domain/ledger";
import { ApiError } from "../http/errors.ts";
import type { PaymentGateway } from "./gateways/gateway.ts";

/**
 * The configured gateways, as the payment routes see them: new payments go through the currency's
 * gateway; a payment already made is verified with the gateway it went through, by name (the
 * configuration may have changed since).
 */
export interface Gateways {
  forCurrency(currency: string): PaymentGateway;
  named(name: string): PaymentGateway | undefined;
}

/** Gateways from a choice per currency (the configuration's `gatewayFor`). */
export function gatewaysFrom(
  gatewayFor: (currency: string) => PaymentGateway,
  currencies: string[],
): Gateways {
  return {
    forCurrency: gatewayFor,
    named: (name) => currencies.map(gatewayFor).find((g) => g.name === name),
  };
}

/** No gateway configured: paying through one answers 503, the wallet still works. */
export const noGateways: Gateways = {
  forCurrency: () => {
    throw new ApiError(503, PAYMENT_MESSAGES.gatewayUnavailable);
  },
  named: () => undefined,
};
